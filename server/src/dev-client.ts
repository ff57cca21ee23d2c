import { adminFetch } from "./testing/admin-api";

export const devClientId = "gatehouse-dev";
const devOrigin = `http://localhost:${process.env.VITE_PORT ?? "5173"}`;

/**
 * A public client in the master realm for the Vite development server. The attribute
 * `security.admin.console` lets the server's who-am-I endpoint accept its tokens.
 */
export async function ensureDevClient(baseUrl: string): Promise<void> {
  const representation = {
    clientId: devClientId,
    name: "Gatehouse development server",
    publicClient: true,
    standardFlowEnabled: true,
    directAccessGrantsEnabled: false,
    redirectUris: [`${devOrigin}/*`],
    webOrigins: ["+"],
    attributes: {
      "pkce.code.challenge.method": "S256",
      "security.admin.console": "true",
      "post.logout.redirect.uris": "+",
    },
  };
  const existing = (await (
    await adminFetch(`/master/clients?clientId=${devClientId}`, {}, baseUrl)
  ).json()) as { id: string }[];
  const id = existing[0]?.id;
  if (id === undefined) {
    await adminFetch(
      "/master/clients",
      { method: "POST", body: JSON.stringify(representation) },
      baseUrl,
    );
  } else {
    await adminFetch(
      `/master/clients/${id}`,
      { method: "PUT", body: JSON.stringify({ id, ...representation }) },
      baseUrl,
    );
  }
}
