import { requiredActionsKeys } from "@/shared/api/required-actions-keys";
import { userStorageCheckKey } from "@/shared/user-federation/user-storage-type";
import { userProfileKeys } from "@/shared/api/user-profile-keys";
import type { EventFilters } from "@/shared/events/event-filters";
import type { UsersFilter } from "../search-state";

/**
 * Query keys of the users area; every query and invalidation goes through these. Keys of one user
 * start with `user(realm, id)`, so saving or deleting the user reloads (or drops) all of them.
 */
export const usersKeys = {
  all: (realm: string) => ["users", realm] as const,
  lists: (realm: string) => ["users", realm, "list"] as const,
  list: (realm: string, filter: UsersFilter) => ["users", realm, "list", filter] as const,
  user: (realm: string, id: string) => ["users", realm, "user", id] as const,
  credentials: (realm: string, id: string) => ["users", realm, "user", id, "credentials"] as const,
  /** The user-storage types (e.g. password) whose credentials the user's provider keeps. */
  storageCredentialTypes: (realm: string, id: string) =>
    ["users", realm, "user", id, "storage-credential-types"] as const,
  /** A user-storage provider a user comes from: the component, or only its name. */
  federationProvider: (realm: string, id: string, detail: "component" | "name") =>
    ["users", realm, "federation-provider", id, detail] as const,
  userGroups: (realm: string, id: string) => ["users", realm, "user", id, "groups"] as const,
  sessions: (realm: string, id: string) => ["users", realm, "user", id, "sessions"] as const,
  offlineSessions: (realm: string, id: string) =>
    ["users", realm, "user", id, "offline-sessions"] as const,
  consents: (realm: string, id: string) => ["users", realm, "user", id, "consents"] as const,
  bruteForce: (realm: string, id: string) => ["users", realm, "user", id, "brute-force"] as const,
  /** The user's event pages under some filters; the table appends the page request. */
  events: (realm: string, id: string, filters: EventFilters) =>
    [
      "users",
      realm,
      "user",
      id,
      "events",
      { ...filters, types: [...filters.types].sort() },
    ] as const,
  identityProviderLinks: (realm: string, id: string) =>
    ["users", realm, "user", id, "identity-provider-links"] as const,
  /** The providers the user could still be linked to; the table appends the page request. */
  linkableProviders: (realm: string, id: string) =>
    ["users", realm, "user", id, "linkable-identity-providers"] as const,
  userOrganizations: (realm: string, id: string) =>
    ["users", realm, "user", id, "organizations"] as const,
  unmanagedAttributes: (realm: string, id: string) =>
    ["users", realm, "user", id, "unmanaged-attributes"] as const,
  /** Organizations the join picker offers; the picker appends the page request. */
  organizationChoices: (realm: string) => ["users", realm, "organization-choices"] as const,
  eventsConfig: (realm: string) => ["users", realm, "events-config"] as const,
  userStorage: userStorageCheckKey,
  unmanagedPolicy: userProfileKeys.unmanagedPolicy,
  profileMetadata: (realm: string) => ["users", realm, "profile-metadata"] as const,
  requiredActions: requiredActionsKeys.offered,
};
