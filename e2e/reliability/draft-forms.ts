import type { Locator, Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";
import { seedScope } from "../client-scopes/client-scopes-helpers";
import { seedGroup } from "../groups/groups-helpers";
import { json, seedRole } from "../roles/roles-helpers";
import { realmSecurityDraftForms } from "./draft-forms-realm-security";
import { keysDraftForms } from "./draft-forms-keys";
import { identityProvidersDraftForms } from "./draft-forms-identity-providers";
import { ldapDraftForms } from "./draft-forms-user-federation-ldap";
import { userFederationMappersDraftForms } from "./draft-forms-user-federation-mappers";
import { organizationsDraftForms } from "./draft-forms-organizations";
import { clientAuthorizationPermissionsDraftForms } from "./draft-forms-client-authorization-permissions";
import { passwordPolicyDraftForms } from "./draft-forms-password-policy";
import { clientPoliciesDraftForms } from "./draft-forms-client-policies";
import { userProfileDraftForms } from "./draft-forms-user-profile";
import { customProviderDraftForms, userFederationDraftForms } from "./draft-forms-user-federation";
import { clientAuthorizationDraftForms } from "./draft-forms-client-authorization";
import { permissionsDraftForms } from "./draft-forms-permissions";
import { extStylesDraftForms } from "./draft-forms-ext-styles";

const description = (page: Page) => page.getByRole("textbox", { name: "Description" });
/** The value of the first attribute of an attributes tab. */
const firstAttributeValue = (page: Page) => page.getByRole("textbox", { name: /value/i }).first();

/** A form under test: where it is, the field typed into, and what the server then stores. */
export interface DraftForm {
  name: string;
  /** Creates what the form edits; returns the route and reads the stored value back. */
  seed: (
    realm: string,
    index: number,
  ) => Promise<{ route: string; stored: () => Promise<unknown> }>;
  /** The field the test types into; it starts as "before". */
  field: (page: Page) => Locator;
}

export const forms: DraftForm[] = [
  {
    name: "realm role settings",
    field: description,
    seed: async (realm, index) => {
      const role = await seedRole(realm, `drafted-${String(index)}`, { description: "before" });
      return {
        route: `${realm}/roles/${role.id}/settings`,
        stored: async () =>
          (await json<{ description?: string }>(`/${realm}/roles-by-id/${role.id}`)).description,
      };
    },
  },
  {
    name: "client role settings",
    field: description,
    seed: async (realm, index) => {
      const clientId = await adminCreate(`/${realm}/clients`, {
        clientId: `drafts-${String(index)}`,
      });
      await adminFetch(`/${realm}/clients/${clientId}/roles`, {
        method: "POST",
        body: JSON.stringify({ name: "editor", description: "before" }),
      });
      const role = await json<{ id: string }>(`/${realm}/clients/${clientId}/roles/editor`);
      return {
        route: `${realm}/clients/${clientId}/roles/${role.id}/settings`,
        stored: async () =>
          (await json<{ description?: string }>(`/${realm}/roles-by-id/${role.id}`)).description,
      };
    },
  },
  {
    name: "client scope settings",
    field: description,
    seed: async (realm, index) => {
      const scope = await seedScope(realm, `drafted-${String(index)}`, { description: "before" });
      return {
        route: `${realm}/client-scopes/${scope.id}/settings`,
        stored: async () =>
          (await json<{ description?: string }>(`/${realm}/client-scopes/${scope.id}`)).description,
      };
    },
  },
  {
    name: "client settings",
    field: description,
    seed: async (realm, index) => {
      const id = await adminCreate(`/${realm}/clients`, {
        clientId: `drafted-${String(index)}`,
        description: "before",
      });
      return {
        route: `${realm}/clients/${id}/settings`,
        stored: async () =>
          (await json<{ description?: string }>(`/${realm}/clients/${id}`)).description,
      };
    },
  },
  {
    name: "realm role attributes",
    field: firstAttributeValue,
    seed: async (realm, index) => {
      const role = await seedRole(realm, `attributed-${String(index)}`, {
        attributes: { note: ["before"] },
      });
      return {
        route: `${realm}/roles/${role.id}/attributes`,
        stored: async () =>
          (
            await json<{ attributes?: Record<string, string[]> }>(
              `/${realm}/roles-by-id/${role.id}`,
            )
          ).attributes?.["note"]?.[0],
      };
    },
  },
  {
    name: "group attributes",
    field: firstAttributeValue,
    seed: async (realm, index) => {
      const id = await seedGroup(realm, `drafted-${String(index)}`, undefined, {
        attributes: { note: ["before"] },
      });
      return {
        route: `${realm}/groups/${id}?tab=attributes`,
        stored: async () =>
          (await json<{ attributes?: Record<string, string[]> }>(`/${realm}/groups/${id}`))
            .attributes?.["note"]?.[0],
      };
    },
  },
  {
    name: "protocol mapper of a client scope",
    field: (page) => page.getByRole("textbox", { name: "Claim value" }),
    seed: async (realm, index) => {
      const scope = await seedScope(realm, `mapped-${String(index)}`);
      const mapperId = await adminCreate(
        `/${realm}/client-scopes/${scope.id}/protocol-mappers/models`,
        {
          name: "tier",
          protocol: "openid-connect",
          protocolMapper: "oidc-hardcoded-claim-mapper",
          config: { "claim.name": "tier", "claim.value": "before", "access.token.claim": "true" },
        },
      );
      return {
        route: `${realm}/client-scopes/${scope.id}/mappers/${mapperId}/edit`,
        stored: async () =>
          (
            await json<{ config: Record<string, string> }>(
              `/${realm}/client-scopes/${scope.id}/protocol-mappers/models/${mapperId}`,
            )
          ).config["claim.value"],
      };
    },
  },
  {
    // The realm's own settings: the general tab, whose save sends the whole realm back.
    name: "realm settings general tab",
    field: (page) => page.getByRole("textbox", { name: "Display name", exact: true }),
    seed: async (realm) => {
      const current = await json<Record<string, unknown>>(`/${realm}`);
      await adminFetch(`/${realm}`, {
        method: "PUT",
        body: JSON.stringify({ ...current, displayName: "before" }),
      });
      return {
        route: `${realm}/realm-settings/general`,
        stored: async () => (await json<{ displayName?: string }>(`/${realm}`)).displayName,
      };
    },
  },
  {
    name: "realm settings e-mail tab",
    field: (page) => page.getByRole("textbox", { name: "From display name", exact: true }),
    seed: async (realm) => {
      const current = await json<Record<string, unknown>>(`/${realm}`);
      await adminFetch(`/${realm}`, {
        method: "PUT",
        body: JSON.stringify({
          ...current,
          smtpServer: {
            from: "noreply@example.test",
            host: "smtp.example.test",
            fromDisplayName: "before",
          },
        }),
      });
      return {
        route: `${realm}/realm-settings/email`,
        stored: async () =>
          (await json<{ smtpServer?: Record<string, string> }>(`/${realm}`)).smtpServer?.[
            "fromDisplayName"
          ],
      };
    },
  },
  ...realmSecurityDraftForms,
  ...keysDraftForms,
  ...userFederationDraftForms,
  ...identityProvidersDraftForms,
  ...organizationsDraftForms,
  ...passwordPolicyDraftForms,
  ...clientPoliciesDraftForms,
  ...userProfileDraftForms,
  ...ldapDraftForms,
  ...userFederationMappersDraftForms,
  // New forms go last, so that the forms before them keep the way their session ends.
  ...customProviderDraftForms,
  ...clientAuthorizationDraftForms,
  ...clientAuthorizationPermissionsDraftForms,
  ...permissionsDraftForms,
  ...extStylesDraftForms,
];
