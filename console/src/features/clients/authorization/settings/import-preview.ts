import type { ResourceServerRepresentation } from "@gatehouse/admin-client";

/** What an import file holds, as the preview shows it before anything is sent. */
export interface ImportPreview {
  resources: number;
  scopes: number;
  policies: number;
  permissions: number;
  policyEnforcementMode?: string;
  decisionStrategy?: string;
  allowRemoteResourceManagement?: boolean;
}

/** The server keeps permissions among the policies, told apart by these types. */
const permissionTypes = new Set(["resource", "scope", "uma"]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const countOf = (value: unknown): number => (Array.isArray(value) ? value.length : 0);

/**
 * Reads an import file's text. `undefined` when it is not JSON, or not an object with at least one
 * of a resource server's lists or settings (a client or realm export would import nothing).
 */
export function readImportFile(
  text: string,
): { server: ResourceServerRepresentation; preview: ImportPreview } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed)) return undefined;
  const known = [
    "resources",
    "scopes",
    "policies",
    "policyEnforcementMode",
    "decisionStrategy",
    "allowRemoteResourceManagement",
  ];
  if (!known.some((key) => key in parsed)) return undefined;
  const policies = Array.isArray(parsed["policies"]) ? (parsed["policies"] as unknown[]) : [];
  const permissions = policies.filter(
    (policy) => isRecord(policy) && permissionTypes.has(String(policy["type"])),
  ).length;
  const settingText = (key: string) =>
    typeof parsed[key] === "string" ? { [key]: parsed[key] } : {};
  return {
    server: parsed,
    preview: {
      resources: countOf(parsed["resources"]),
      scopes: countOf(parsed["scopes"]),
      policies: policies.length - permissions,
      permissions,
      ...settingText("policyEnforcementMode"),
      ...settingText("decisionStrategy"),
      ...(typeof parsed["allowRemoteResourceManagement"] === "boolean" && {
        allowRemoteResourceManagement: parsed["allowRemoteResourceManagement"],
      }),
    },
  };
}
