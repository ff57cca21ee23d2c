import type { PartialImportAction, PartialImportResourceType } from "@gatehouse/admin-client";
import type { TFunction } from "i18next";
import type { ImportResourceType } from "../partial-import-file";

/** The translated name of a kind of resource an import file holds, with how many it holds. */
export function importTypeLabel(t: TFunction, type: ImportResourceType, count: number): string {
  switch (type) {
    case "users":
      return t("realmSettings.actions.import.users", { count });
    case "groups":
      return t("realmSettings.actions.import.groups", { count });
    case "clients":
      return t("realmSettings.actions.import.clients", { count });
    case "realmRoles":
      return t("realmSettings.actions.import.realmRoles", { count });
    case "clientRoles":
      return t("realmSettings.actions.import.clientRoles", { count });
    case "identityProviders":
      return t("realmSettings.actions.import.identityProviders", { count });
  }
}

/** The translated name of the kind of resource a result row names; the server's word otherwise. */
export function resultTypeLabel(
  t: TFunction,
  type: PartialImportResourceType | (string & {}) | undefined,
): string {
  switch (type) {
    case "USER":
      return t("realmSettings.actions.result.user");
    case "GROUP":
      return t("realmSettings.actions.result.group");
    case "CLIENT":
      return t("realmSettings.actions.result.client");
    case "REALM_ROLE":
      return t("realmSettings.actions.result.realmRole");
    case "CLIENT_ROLE":
      return t("realmSettings.actions.result.clientRole");
    case "IDP":
      return t("realmSettings.actions.result.identityProvider");
    default:
      return type ?? "";
  }
}

/** The translated word for what the import did with one resource. */
export function resultActionLabel(t: TFunction, action: PartialImportAction | undefined): string {
  switch (action) {
    case "ADDED":
      return t("realmSettings.actions.result.added");
    case "SKIPPED":
      return t("realmSettings.actions.result.skipped");
    case "OVERWRITTEN":
      return t("realmSettings.actions.result.overwritten");
    case undefined:
      return "";
  }
}
