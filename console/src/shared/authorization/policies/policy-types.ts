import type { PolicyProviderRepresentation } from "@gatehouse/admin-client";

/** The policy types this console has an editor for; any other type shows its stored form. */
export const editablePolicyTypes = [
  "role",
  "group",
  "user",
  "client",
  "client-scope",
  "time",
  "regex",
  "aggregate",
  "js",
] as const;
export type EditablePolicyType = (typeof editablePolicyTypes)[number];

/** The server keeps permissions as policies of these types; the policies list leaves them out. */
export const permissionPolicyTypes: readonly string[] = ["resource", "scope"];

export const isEditablePolicyType = (type: string): type is EditablePolicyType =>
  (editablePolicyTypes as readonly string[]).includes(type);

/** A JavaScript policy deployed to the server in a provider archive has a type of its own. */
export const isDeployedScriptType = (type: string): boolean => type.startsWith("script-");

/**
 * The policy types an administrator may create, in the server's order: every provider the server
 * lists except permissions, and except `js`, whose code the server no longer accepts from the
 * admin API; JavaScript policies come from scripts deployed with the server, and those are listed
 * as types of their own.
 */
export function creatablePolicyTypes(
  providers: readonly PolicyProviderRepresentation[],
): PolicyProviderRepresentation[] {
  return providers.filter(
    (provider) =>
      provider.type !== undefined &&
      !permissionPolicyTypes.includes(provider.type) &&
      provider.type !== "js",
  );
}

/** The server's display name of a policy type, or the type itself when it names none. */
export function policyTypeName(
  providers: readonly PolicyProviderRepresentation[] | undefined,
  type: string | undefined,
): string {
  if (type === undefined) return "";
  return providers?.find((provider) => provider.type === type)?.name ?? type;
}
