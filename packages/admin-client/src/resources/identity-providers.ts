import type { KeycloakAdminClient } from "../client.js";
import type { CertificateRepresentation } from "../defs/certificate-representation.js";
import type {
  IdentityProviderFactoryRepresentation,
  IdentityProviderMapperRepresentation,
  IdentityProviderMapperTypeRepresentation,
  IdentityProviderRepresentation,
} from "../defs/identity-provider-representation.js";
import type { ManagementPermissionReference } from "../defs/management-permission-reference.js";
import { Resource } from "../core/resource.js";

export interface IdentityProvidersQuery {
  first?: number;
  max?: number;
  /** Alias or display name; `*` wildcards allowed. */
  search?: string;
  briefRepresentation?: boolean;
  /** Leave out the providers linked to organizations. */
  realmOnly?: boolean;
  type?: string;
  capability?: string;
}

/** Where to read the metadata of an OIDC or SAML provider to import. */
export interface ImportFromUrlPayload {
  fromUrl: string;
  providerId: string;
}

/** Metadata read from a discovery document or a SAML descriptor, as identity-provider config. */
export type ImportedConfig = Record<string, string>;

/** Identity providers of a realm (`/identity-provider`), addressed by alias. */
export class IdentityProviders extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/identity-provider" });
  }

  find = this.makeRequest<IdentityProvidersQuery, IdentityProviderRepresentation[]>({
    method: "GET",
    path: "/instances",
  });

  /** Resolves `{ id }` holding the new provider's alias (the last segment of its Location). */
  create = this.makeRequest<IdentityProviderRepresentation, { id: string }>({
    method: "POST",
    path: "/instances",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  findOne = this.makeRequest<{ alias: string }, IdentityProviderRepresentation | undefined>({
    method: "GET",
    path: "/instances/{alias}",
    catchNotFound: true,
  });

  update = this.makeUpdateRequest<{ alias: string }, IdentityProviderRepresentation, undefined>({
    method: "PUT",
    path: "/instances/{alias}",
  });

  del = this.makeRequest<{ alias: string }, undefined>({
    method: "DELETE",
    path: "/instances/{alias}",
  });

  /** The provider type `providerId` (oidc, saml, keycloak-oidc, a social provider, …). */
  findFactory = this.makeRequest<{ providerId: string }, IdentityProviderFactoryRepresentation>({
    method: "GET",
    path: "/providers/{providerId}",
  });

  // Mappers

  findMappers = this.makeRequest<{ alias: string }, IdentityProviderMapperRepresentation[]>({
    method: "GET",
    path: "/instances/{alias}/mappers",
  });

  findOneMapper = this.makeRequest<
    { alias: string; id: string },
    IdentityProviderMapperRepresentation | undefined
  >({
    method: "GET",
    path: "/instances/{alias}/mappers/{id}",
    catchNotFound: true,
  });

  createMapper = this.makeRequest<
    { alias: string; identityProviderMapper: IdentityProviderMapperRepresentation },
    { id: string }
  >({
    method: "POST",
    path: "/instances/{alias}/mappers",
    payloadKey: "identityProviderMapper",
    returnResourceIdInLocationHeader: { field: "id" },
  });

  updateMapper = this.makeUpdateRequest<
    { alias: string; id: string },
    IdentityProviderMapperRepresentation,
    undefined
  >({
    method: "PUT",
    path: "/instances/{alias}/mappers/{id}",
  });

  delMapper = this.makeRequest<{ alias: string; id: string }, undefined>({
    method: "DELETE",
    path: "/instances/{alias}/mappers/{id}",
  });

  /** Mapper types this provider supports, by mapper type id. */
  findMapperTypes = this.makeRequest<
    { alias: string },
    Record<string, IdentityProviderMapperTypeRepresentation>
  >({
    method: "GET",
    path: "/instances/{alias}/mapper-types",
  });

  /**
   * Reads provider metadata from a URL (JSON payload) or from an uploaded file (form data with
   * `providerId` and `file`). Form data cannot carry the realm; use `importFromFile` for another
   * realm than the client's.
   */
  importFromUrl = this.makeRequest<ImportFromUrlPayload | FormData, ImportedConfig>({
    method: "POST",
    path: "/import-config",
  });

  /** Reads provider metadata from an uploaded file (form fields `providerId` and `file`). */
  importFromFile = this.makeUpdateRequest<unknown, FormData, ImportedConfig>({
    method: "POST",
    path: "/import-config",
  });

  /**
   * Reads a certificate, public key or key set from an uploaded file (form fields `keystoreFormat`,
   * e.g. "Certificate PEM" or "JSON Web Key Set", and `file`; `keyAlias` and `storePassword` for a
   * keystore) and answers it with the public key and JWKS derived from it, for a provider's
   * signature-validation settings. Nothing is stored.
   */
  uploadCertificate = this.makeUpdateRequest<object, FormData, CertificateRepresentation>({
    method: "POST",
    path: "/upload-certificate",
  });

  // Fine-grained admin permissions (v1) and keys

  listPermissions = this.makeRequest<{ alias: string }, ManagementPermissionReference>({
    method: "GET",
    path: "/instances/{alias}/management/permissions",
  });

  updatePermission = this.makeUpdateRequest<
    { alias: string },
    ManagementPermissionReference,
    ManagementPermissionReference
  >({
    method: "PUT",
    path: "/instances/{alias}/management/permissions",
  });

  /** Re-reads the provider's signing keys (JWKS URL or metadata); resolves whether it did. */
  reloadKeys = this.makeRequest<{ alias: string }, boolean>({
    method: "GET",
    path: "/instances/{alias}/reload-keys",
  });
}
