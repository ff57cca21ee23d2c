import type { ClientRepresentation } from "@gatehouse/admin-client";

/** Maps of free-form keys and values, where a key named `id` is data, not an identifier. */
const freeFormMaps = new Set(["attributes", "config", "authenticationFlowBindingOverrides"]);
/** What the server adds about the viewer, which means nothing in another realm or server. */
const viewerOnly = new Set(["access"]);

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value === null || typeof value !== "object") return value;
  const entries = Object.entries(value).filter(
    ([key]) => key !== "id" && key !== "_id" && !viewerOnly.has(key),
  );
  return Object.fromEntries(
    entries.map(([key, inner]) => [key, freeFormMaps.has(key) ? inner : withoutIds(inner)]),
  );
}

/**
 * A client as an export file holds it: without the server's identifiers (of the client, its
 * protocol mappers and its authorization objects), so importing it creates a new client instead
 * of colliding with the one it came from.
 */
export function exportableClient(client: ClientRepresentation): ClientRepresentation {
  return withoutIds(client) as ClientRepresentation;
}

/** The export file's name: the client id, made safe for a file system. */
export function exportFileName(clientId: string): string {
  const safe = clientId.replace(/[\\/:*?"<>|]/g, "_").trim();
  return `${safe === "" ? "client" : safe}.json`;
}

/** The JSON text of the export file, indented for people to read and diff. */
export function clientExportText(client: ClientRepresentation): string {
  return `${JSON.stringify(exportableClient(client), null, 2)}\n`;
}
