import type { ServerInfoRepresentation } from "@gatehouse/admin-client";
import type { TFunction } from "i18next";
import { userStorageType } from "@/shared/user-federation/user-storage-type";

/** The kinds the console has pages of their own for; any other kind is a custom provider. */
const builtInKinds = ["ldap", "kerberos"] as const;

/**
 * The user-storage provider kinds this server offers: LDAP, then Kerberos (listed only while the
 * server's Kerberos feature is on), then the custom ones by name.
 */
export function userStorageKinds(serverInfo: ServerInfoRepresentation): string[] {
  const offered = (serverInfo.componentTypes?.[userStorageType] ?? []).map((type) => type.id);
  const builtIn = builtInKinds.filter((kind) => offered.includes(kind));
  const custom = offered
    .filter((kind) => !(builtInKinds as readonly string[]).includes(kind))
    .sort((a, b) => a.localeCompare(b));
  return [...builtIn, ...custom];
}

/** A kind's name as administrators know it; a custom provider is named by its id. */
export function userStorageKindName(kind: string | undefined, t: TFunction): string {
  if (kind === "ldap") return t("userFederation.kinds.ldap");
  if (kind === "kerberos") return t("userFederation.kinds.kerberos");
  return kind ?? "";
}
