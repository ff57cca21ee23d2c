import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import {
  adminFetch,
  createThrowawayRealm,
  type ThrowawayRealm,
} from "../../../../../server/src/testing/admin-api";
import { keycloakUrl } from "../../../../../server/src/keycloak-url";

export const user = {
  username: "alice",
  password: "alice-Passw0rd!",
  email: "alice@example.com",
  firstName: "Alice",
  lastName: "Liddell",
} as const;

export const clientId = "gatehouse-login-test";

const entryPoint = fileURLToPath(new URL("../../../src/index.ts", import.meta.url));

async function bundleAdapter(): Promise<string> {
  const result = await build({
    entryPoints: [entryPoint],
    bundle: true,
    format: "esm",
    write: false,
    target: "es2022",
    logLevel: "silent",
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error("esbuild produced no output for the adapter");
  return output.text;
}

/**
 * The test page. It builds the adapter from `window.__setup` (set by the test before any page script
 * runs, on every navigation), records every callback in `window.events` and runs `init`.
 */
const appPage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Login adapter test page</title></head>
  <body>
    <main><h1>Login adapter test page</h1><p id="status">loading</p></main>
    <script type="module">
      import Keycloak from "/adapter.js";
      window.Keycloak = Keycloak;
      window.events = [];
      const setup = window.__setup;
      const status = document.getElementById("status");
      if (setup) {
        const keycloak = new Keycloak(setup.config);
        window.keycloak = keycloak;
        const callbacks = ["onReady", "onAuthSuccess", "onAuthError", "onAuthRefreshSuccess",
          "onAuthRefreshError", "onAuthLogout", "onTokenExpired", "onActionUpdate"];
        for (const name of callbacks) {
          keycloak[name] = (...args) => {
            if (name === "onAuthError") window.authErrorArgument = args[0];
            window.events.push({ name, args: JSON.parse(JSON.stringify(args)) });
          };
        }
        if (setup.init) {
          keycloak.init(setup.init).then(
            (authenticated) => {
              window.initResult = authenticated;
              status.textContent = authenticated ? "authenticated" : "anonymous";
            },
            (error) => {
              const isObject = typeof error === "object" && error !== null;
              window.initError = {
                name: error?.name,
                message: error?.message,
                error: error?.error,
                error_description: error?.error_description,
                isError: error instanceof Error,
                plainObject: isObject && Object.getPrototypeOf(error) === Object.prototype,
                keys: isObject ? Object.keys(error) : [],
                sameAsAuthErrorArgument: error === window.authErrorArgument,
              };
              status.textContent = "error";
            },
          );
        }
      }
    </script>
  </body>
</html>`;

const silentPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>silent</title></head>
<body><script>parent.postMessage(location.href, location.origin);</script></body></html>`;

export interface Harness {
  /** The test page's origin, e.g. http://localhost:41234. */
  origin: string;
  /** The test page's address (append a hash route as needed). */
  appUrl: string;
  /**
   * The same page from 127.0.0.1: another site than the server at localhost, so the server's
   * frames in it are third-party.
   */
  crossSiteAppUrl: string;
  crossSiteSilentUrl: string;
  silentUrl: string;
  /** Address of a keycloak.json-style file for this realm and client. */
  jsonConfigUrl: string;
  keycloakUrl: string;
  realm: string;
  realmUrl: string;
  userId: string;
  /** Ends every session of the test user on the server. */
  revokeSessions(): Promise<void>;
  /** Number of server sessions of the test user. */
  sessionCount(): Promise<number>;
  dispose(): Promise<void>;
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => {
      resolve();
    });
  });
}

/**
 * Serves the test page on a free port and creates a throwaway realm with a public client whose
 * redirect and logout addresses point at it, plus a user with a password.
 */
export async function startHarness(prefix: string): Promise<Harness> {
  const script = await bundleAdapter();
  const server = createServer();
  const port = await listen(server);
  const origin = `http://localhost:${port}`;
  const crossSiteOrigin = `http://127.0.0.1:${port}`;
  const serverUrl = keycloakUrl();

  let realm: ThrowawayRealm | undefined;
  try {
    realm = await createThrowawayRealm(prefix, { registrationAllowed: true });
    const path = `/${encodeURIComponent(realm.name)}`;
    await adminFetch(`${path}/clients`, {
      method: "POST",
      body: JSON.stringify({
        clientId,
        publicClient: true,
        standardFlowEnabled: true,
        implicitFlowEnabled: true,
        directAccessGrantsEnabled: false,
        redirectUris: [`${origin}/*`, `${crossSiteOrigin}/*`],
        webOrigins: [origin, crossSiteOrigin],
        attributes: { "post.logout.redirect.uris": `${origin}/*##${crossSiteOrigin}/*` },
      }),
    });
    // Created through the API rather than the realm import, so the user gets the realm's default roles.
    await adminFetch(`${path}/users`, {
      method: "POST",
      body: JSON.stringify({
        username: user.username,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        enabled: true,
        emailVerified: true,
        credentials: [{ type: "password", value: user.password, temporary: false }],
      }),
    });
  } catch (error) {
    await realm?.dispose();
    await close(server);
    throw error;
  }
  const realmName = realm.name;
  const realmPath = `/${encodeURIComponent(realmName)}`;
  const found = (await (
    await adminFetch(`${realmPath}/users?exact=true&username=${user.username}`)
  ).json()) as {
    id: string;
  }[];
  const userId = found[0]?.id ?? "";

  server.on("request", (request, response) => {
    const path = new URL(request.url ?? "/", origin).pathname;
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { "Content-Type": type, "Cache-Control": "no-store" });
      response.end(body);
    };
    if (path === "/adapter.js") send(200, "text/javascript; charset=utf-8", script);
    else if (path === "/silent-check-sso.html") send(200, "text/html; charset=utf-8", silentPage);
    else if (path === "/keycloak.json") {
      send(
        200,
        "application/json",
        JSON.stringify({ "auth-server-url": serverUrl, realm: realmName, resource: clientId }),
      );
    } else if (path.startsWith("/app/")) send(200, "text/html; charset=utf-8", appPage);
    else send(404, "text/plain", "not found");
  });

  return {
    origin,
    appUrl: `${origin}/app/`,
    crossSiteAppUrl: `${crossSiteOrigin}/app/`,
    crossSiteSilentUrl: `${crossSiteOrigin}/silent-check-sso.html`,
    silentUrl: `${origin}/silent-check-sso.html`,
    jsonConfigUrl: `${origin}/keycloak.json`,
    keycloakUrl: serverUrl,
    realm: realmName,
    realmUrl: `${serverUrl}/realms/${encodeURIComponent(realmName)}`,
    userId,
    revokeSessions: async () => {
      await adminFetch(`${realmPath}/users/${userId}/logout`, { method: "POST" });
    },
    sessionCount: async () => {
      const sessions = (await (
        await adminFetch(`${realmPath}/users/${userId}/sessions`)
      ).json()) as unknown[];
      return sessions.length;
    },
    dispose: async () => {
      await close(server);
      await realm.dispose();
    },
  };
}
