import type { KeycloakAdminClient } from "../client.js";
import { Resource, type CallOptions } from "../core/resource.js";
import type {
  ClientInitialAccessCreatePresentation,
  ClientInitialAccessPresentation,
} from "../defs/client-initial-access.js";
import type { ClientSessionStat } from "../defs/client-session-stat.js";
import type { ComponentTypeRepresentation } from "../defs/component-representation.js";
import type {
  LdapCapabilityRepresentation,
  SmtpSettings,
  TestLdapConnectionRepresentation,
} from "../defs/connection-test.js";
import type {
  AdminEventQuery,
  AdminEventRepresentation,
  EventQuery,
  EventRepresentation,
  RealmEventsConfigRepresentation,
} from "../defs/event-representation.js";
import type { GlobalRequestResult } from "../defs/global-request-result.js";
import type { GroupRepresentation } from "../defs/group-representation.js";
import type { KeysMetadataRepresentation } from "../defs/key-metadata-representation.js";
import type { ManagementPermissionReference } from "../defs/management-permission-reference.js";
import type {
  PartialImportRealmRepresentation,
  PartialImportResponse,
  RealmRepresentation,
} from "../defs/realm-representation.js";

interface InRealm {
  realm: string;
}

interface LocaleKey extends InRealm {
  selectedLocale: string;
}

/** Realms and the realm-wide settings, events, sessions, keys, tests and localization texts. */
export class Realms extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms" });
  }

  find = this.makeRequest<{ briefRepresentation?: boolean }, RealmRepresentation[]>({
    method: "GET",
  });

  /** Creates a realm; `realm` is the new realm's name, not the realm the call runs in. */
  create = this.makeRequest<RealmRepresentation, { realmName: string }>({
    method: "POST",
    ignoredKeys: ["realm"],
    returnResourceIdInLocationHeader: { field: "realmName" },
  });

  findOne = this.makeRequest<InRealm, RealmRepresentation | undefined>({
    method: "GET",
    path: "/{realm}",
    catchNotFound: true,
  });

  update = this.makeUpdateRequest<InRealm, RealmRepresentation, undefined>({
    method: "PUT",
    path: "/{realm}",
  });

  del = this.makeRequest<InRealm, undefined>({ method: "DELETE", path: "/{realm}" });

  partialImport = this.makeRequest<
    InRealm & { rep: PartialImportRealmRepresentation },
    PartialImportResponse
  >({
    method: "POST",
    path: "/{realm}/partialImport",
    payloadKey: "rep",
  });

  /** The realm as an export; secrets are masked by the server. */
  export = this.makeRequest<
    InRealm & { exportClients?: boolean; exportGroupsAndRoles?: boolean },
    RealmRepresentation
  >({
    method: "POST",
    path: "/{realm}/partial-export",
    queryParamKeys: ["exportClients", "exportGroupsAndRoles"],
  });

  getDefaultGroups = this.makeRequest<InRealm, GroupRepresentation[]>({
    method: "GET",
    path: "/{realm}/default-groups",
  });

  addDefaultGroup = this.makeRequest<InRealm & { id: string }, undefined>({
    method: "PUT",
    path: "/{realm}/default-groups/{id}",
  });

  removeDefaultGroup = this.makeRequest<InRealm & { id: string }, undefined>({
    method: "DELETE",
    path: "/{realm}/default-groups/{id}",
  });

  /** The group at `path` (e.g. `/parent/child`); undefined when there is none. */
  getGroupByPath = this.makeRequest<InRealm & { path: string }, GroupRepresentation | undefined>({
    method: "GET",
    path: "/{realm}/group-by-path/{+path}",
    catchNotFound: true,
  });

  findEvents = this.makeRequest<InRealm & EventQuery, EventRepresentation[]>({
    method: "GET",
    path: "/{realm}/events",
  });

  clearEvents = this.makeRequest<InRealm, undefined>({ method: "DELETE", path: "/{realm}/events" });

  getConfigEvents = this.makeRequest<InRealm, RealmEventsConfigRepresentation>({
    method: "GET",
    path: "/{realm}/events/config",
  });

  updateConfigEvents = this.makeUpdateRequest<InRealm, RealmEventsConfigRepresentation, undefined>({
    method: "PUT",
    path: "/{realm}/events/config",
  });

  findAdminEvents = this.makeRequest<InRealm & AdminEventQuery, AdminEventRepresentation[]>({
    method: "GET",
    path: "/{realm}/admin-events",
  });

  clearAdminEvents = this.makeRequest<InRealm, undefined>({
    method: "DELETE",
    path: "/{realm}/admin-events",
  });

  getClientRegistrationPolicyProviders = this.makeRequest<InRealm, ComponentTypeRepresentation[]>({
    method: "GET",
    path: "/{realm}/client-registration-policy/providers",
  });

  getClientsInitialAccess = this.makeRequest<InRealm, ClientInitialAccessPresentation[]>({
    method: "GET",
    path: "/{realm}/clients-initial-access",
  });

  createClientsInitialAccess = this.makeUpdateRequest<
    InRealm,
    ClientInitialAccessCreatePresentation,
    ClientInitialAccessPresentation
  >({
    method: "POST",
    path: "/{realm}/clients-initial-access",
  });

  delClientsInitialAccess = this.makeRequest<InRealm & { id: string }, undefined>({
    method: "DELETE",
    path: "/{realm}/clients-initial-access/{id}",
  });

  /** Ends one session; resolves without error when it no longer exists. */
  removeSession = this.makeRequest<InRealm & { sessionId: string; isOffline?: boolean }, undefined>(
    {
      method: "DELETE",
      path: "/{realm}/sessions/{sessionId}",
      queryParamKeys: ["isOffline"],
      catchNotFound: true,
    },
  );

  deleteSession = this.makeRequest<InRealm & { session: string; isOffline?: boolean }, undefined>({
    method: "DELETE",
    path: "/{realm}/sessions/{session}",
    queryParamKeys: ["isOffline"],
  });

  getClientSessionStats = this.makeRequest<InRealm, ClientSessionStat[]>({
    method: "GET",
    path: "/{realm}/client-session-stats",
  });

  /** Ends every session of the realm and pushes a not-before to its clients. */
  logoutAll = this.makeRequest<InRealm, GlobalRequestResult>({
    method: "POST",
    path: "/{realm}/logout-all",
  });

  pushRevocation = this.makeRequest<InRealm, GlobalRequestResult>({
    method: "POST",
    path: "/{realm}/push-revocation",
  });

  getUsersManagementPermissions = this.makeRequest<InRealm, ManagementPermissionReference>({
    method: "GET",
    path: "/{realm}/users-management-permissions",
  });

  updateUsersManagementPermissions = this.makeRequest<
    InRealm & { enabled: boolean },
    ManagementPermissionReference
  >({
    method: "PUT",
    path: "/{realm}/users-management-permissions",
  });

  getKeys = this.makeRequest<InRealm, KeysMetadataRepresentation>({
    method: "GET",
    path: "/{realm}/keys",
  });

  testLDAPConnection = this.makeUpdateRequest<InRealm, TestLdapConnectionRepresentation, undefined>(
    {
      method: "POST",
      path: "/{realm}/testLDAPConnection",
    },
  );

  ldapServerCapabilities = this.makeUpdateRequest<
    InRealm,
    TestLdapConnectionRepresentation,
    LdapCapabilityRepresentation[]
  >({
    method: "POST",
    path: "/{realm}/ldap-server-capabilities",
  });

  /** Sends a test e-mail with these SMTP settings to the calling administrator's address. */
  testSMTPConnection = this.makeUpdateRequest<InRealm, SmtpSettings, undefined>({
    method: "POST",
    path: "/{realm}/testSMTPConnection",
  });

  /** Locales that have realm-specific texts. */
  getRealmSpecificLocales = this.makeRequest<InRealm, string[]>({
    method: "GET",
    path: "/{realm}/localization",
  });

  getRealmLocalizationTexts = this.makeRequest<
    LocaleKey & { first?: number; max?: number; useRealmDefaultLocaleFallback?: boolean },
    Record<string, string>
  >({
    method: "GET",
    path: "/{realm}/localization/{selectedLocale}",
  });

  /** Adds or replaces several texts of a locale at once. */
  addLocalizationTexts = this.makeUpdateRequest<LocaleKey, Record<string, string>, undefined>({
    method: "POST",
    path: "/{realm}/localization/{selectedLocale}",
  });

  /** Sets one text; the body is the bare text. */
  addLocalization = this.makeUpdateRequest<LocaleKey & { key: string }, string, undefined>({
    method: "PUT",
    path: "/{realm}/localization/{selectedLocale}/{key}",
    headers: { "content-type": "text/plain" },
  });

  #deleteLocalizationText = this.makeRequest<LocaleKey & { key: string }, undefined>({
    method: "DELETE",
    path: "/{realm}/localization/{selectedLocale}/{key}",
  });

  #deleteLocale = this.makeRequest<LocaleKey, undefined>({
    method: "DELETE",
    path: "/{realm}/localization/{selectedLocale}",
  });

  /** Deletes one text, or every text of the locale when no `key` is given. */
  deleteRealmLocalizationTexts = (
    payload: LocaleKey & { key?: string },
    options?: CallOptions,
  ): Promise<undefined> => {
    const { key, ...locale } = payload;
    return key === undefined
      ? this.#deleteLocale(locale, options)
      : this.#deleteLocalizationText({ ...locale, key }, options);
  };
}
