import type { ClientRepresentation } from "@gatehouse/admin-client";

/** The protocols a client can be imported with; a file without one is an OpenID Connect client. */
const importableProtocols = ["openid-connect", "saml"];

/** What the import form reads from the pasted or uploaded text. */
export type ParsedImport =
  | { kind: "empty" }
  | { kind: "invalid"; reason: "json" | "notObject" | "protocol" }
  | { kind: "client"; client: ClientRepresentation };

/**
 * Reads a client export: JSON holding one object (a client representation). Text that is not JSON,
 * JSON that is not an object (a list, a whole realm's array of clients) and an unknown protocol
 * are refused before anything is sent.
 */
export function parseImport(text: string): ParsedImport {
  if (text.trim() === "") return { kind: "empty" };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: "invalid", reason: "json" };
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    return { kind: "invalid", reason: "notObject" };
  }
  const client = parsed as ClientRepresentation;
  if (client.protocol !== undefined && !importableProtocols.includes(client.protocol)) {
    return { kind: "invalid", reason: "protocol" };
  }
  return { kind: "client", client };
}

/** The values of the preview the administrator may change before importing. */
export interface ImportPreviewValues {
  clientId: string;
  name: string;
}

/** The client to create: the file's client with the preview's client id and name on top. */
export function importedClient(
  client: ClientRepresentation,
  { clientId, name }: ImportPreviewValues,
): ClientRepresentation {
  return { ...client, clientId: clientId.trim(), name: name.trim() };
}
