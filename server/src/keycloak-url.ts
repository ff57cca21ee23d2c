/** Port of the Keycloak this project starts (`KC_PORT`, default 8080). */
export function keycloakPort(): number {
  const raw = process.env.KC_PORT ?? "8080";
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`KC_PORT must be a port number between 1 and 65535, not "${raw}".`);
  }
  return port;
}

/**
 * Address of the Keycloak that tests and tools talk to: `KEYCLOAK_URL` when set (an already running
 * server), else the one this project starts on `KC_PORT`. Never ends with a slash.
 */
export function keycloakUrl(): string {
  const configured = process.env.KEYCLOAK_URL?.trim();
  const url =
    configured !== undefined && configured !== ""
      ? configured
      : `http://localhost:${keycloakPort()}`;
  return url.replace(/\/+$/, "");
}

/** Bootstrap administrator of the development server. */
export const bootstrapAdmin = {
  username: process.env.KC_ADMIN_USERNAME ?? "admin",
  password: process.env.KC_ADMIN_PASSWORD ?? "admin",
} as const;
