import { afterAll, afterEach, beforeAll } from "vitest";
import KeycloakAdminClient, {
  type RealmNameRepresentation,
  type RealmRepresentation,
  type ServerInfoRepresentation,
  type WhoAmIRepresentation,
} from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { AppRoute } from "@/shared/access/app-route";
import { wholeRealmRights } from "@/shared/access/held-rights";
import type { Environment } from "@/shared/api/environment";
import { themeMessagesSource } from "@/shared/api/messages-source";
import type { Session } from "@/shared/api/session";
import { createI18n } from "@/shared/i18n/i18n";
import { loadMessages } from "../scripts/messages";
import { cleanup, configure, render, userEvent } from "./render";
import { ConsoleProviders, createConsoleQueryClient } from "@/app/console-providers";
import { consoleRouteObjects } from "@/app/router";
import { routes } from "@/app/routes";

// A whole console renders per test, and pages load lazily: on a busy two-core machine that can
// take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 20_000 });

/** Where the fake server lives; MSW answers every call the admin client makes to it. */
export const serverUrl = "http://keycloak.test";

export const testEnvironment: Environment = {
  serverBaseUrl: serverUrl,
  adminBaseUrl: serverUrl,
  realm: "master",
  clientId: "security-admin-console",
  resourceUrl: ".",
  masterRealm: "master",
  logo: "",
  logoUrl: "",
};

// The server's realm-admin holds every finer right, and some APIs (workflows) want it by name.
export const fullAdminRights = [...wholeRealmRights, "realm-admin"];

export function whoAmIFor(
  rights: Record<string, string[]>,
  overrides: Partial<WhoAmIRepresentation> = {},
): WhoAmIRepresentation {
  return {
    userId: "admin-id",
    realm: "master",
    displayName: "admin",
    locale: "en",
    createRealm: true,
    realm_access: rights,
    temporary: false,
    ...overrides,
  };
}

export const testServerInfo: ServerInfoRepresentation = {
  systemInfo: { version: "26.7.3" },
  profileInfo: { name: "community" },
  memoryInfo: { total: 2_000_000_000, free: 1_500_000_000, used: 500_000_000, freePercentage: 75 },
  features: [
    { name: "ORGANIZATION", enabled: true },
    { name: "WORKFLOWS", enabled: false },
    { name: "DECLARATIVE_UI", enabled: false },
    { name: "JWT_AUTHORIZATION_GRANT", enabled: true },
  ],
  providers: {
    "login-protocol": { providers: { "openid-connect": {}, saml: {} } },
    theme: { providers: { folder: {}, jar: {} } },
  },
  componentTypes: {},
  enums: { resourceType: ["USER", "GROUP", "ORGANIZATION", "ORGANIZATION_GROUP"] },
};

/** The server info of a server that runs Phase Two's organizations extension. */
export const serverInfoWithPhaseTwo: ServerInfoRepresentation = {
  ...testServerInfo,
  providers: {
    ...testServerInfo.providers,
    "realm-restapi-extension": { providers: { orgs: {} } },
  },
};

/** What the fake server holds; tests change it to shape each scenario. */
export interface FakeServer {
  realms: RealmRepresentation[];
  whoAmI: WhoAmIRepresentation | { status: number };
  serverInfo: ServerInfoRepresentation | { status: number };
  /** Status to answer realm reads with instead of the realm (e.g. 403). */
  realmStatus?: number;
  clearCacheStatus?: number;
  /** Calls seen, as "METHOD path". */
  calls: string[];
}

export function createFakeServer(overrides: Partial<FakeServer> = {}): FakeServer {
  return {
    realms: [
      { realm: "master", displayName: "Keycloak" },
      { realm: "acme", displayName: "Acme" },
    ],
    whoAmI: whoAmIFor({ master: fullAdminRights, acme: fullAdminRights }),
    serverInfo: testServerInfo,
    calls: [],
    ...overrides,
  };
}

const english = Object.entries(loadMessages("en")).map(([key, value]) => ({ key, value }));

const isStatus = (value: object): value is { status: number } =>
  "status" in value && typeof value.status === "number";

/** MSW handlers answering the admin API from a fake server's state. */
export function fakeServerHandlers(state: FakeServer) {
  const record = (request: Request) => {
    state.calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  return [
    http.get(`${serverUrl}/resources/:realm/admin/:language`, () => HttpResponse.json(english)),
    http.get(`${serverUrl}/admin/serverinfo`, ({ request }) => {
      record(request);
      return isStatus(state.serverInfo)
        ? HttpResponse.json({ error: "unavailable" }, { status: state.serverInfo.status })
        : HttpResponse.json(state.serverInfo);
    }),
    http.get(`${serverUrl}/admin/:realm/console/whoami`, ({ request }) => {
      record(request);
      return isStatus(state.whoAmI)
        ? HttpResponse.json({ error: "whoami failed" }, { status: state.whoAmI.status })
        : HttpResponse.json(state.whoAmI);
    }),
    http.get(`${serverUrl}/admin/realms/:realm/ui-ext/realms/names`, ({ request }) => {
      record(request);
      const url = new URL(request.url);
      const search = url.searchParams.get("search") ?? "";
      const first = Number(url.searchParams.get("first") ?? "0");
      const max = Number(url.searchParams.get("max") ?? "100");
      const names: RealmNameRepresentation[] = state.realms
        .filter((realm) => (realm.realm ?? "").includes(search))
        .map((realm) => ({ name: realm.realm ?? "", displayName: realm.displayName ?? "" }));
      return HttpResponse.json(names.slice(first, first + max));
    }),
    http.post(`${serverUrl}/admin/realms/:realm/:cache`, ({ request, params }) => {
      record(request);
      if (!String(params.cache).startsWith("clear-")) return HttpResponse.json({}, { status: 404 });
      return state.clearCacheStatus
        ? HttpResponse.json(
            { error: "cache failure", error_description: "the cluster did not answer" },
            { status: state.clearCacheStatus },
          )
        : new HttpResponse(null, { status: 204 });
    }),
    http.get(`${serverUrl}/admin/realms/:realm`, ({ request, params }) => {
      record(request);
      if (state.realmStatus) {
        return HttpResponse.json({ error: "HTTP 403 Forbidden" }, { status: state.realmStatus });
      }
      const found = state.realms.find((realm) => realm.realm === params.realm);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: "Realm not found." }, { status: 404 });
    }),
    http.delete(`${serverUrl}/admin/realms/:realm`, ({ request, params }) => {
      record(request);
      state.realms = state.realms.filter((realm) => realm.realm !== params.realm);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${serverUrl}/admin/realms`, async ({ request }) => {
      record(request);
      const realm = (await request.json()) as RealmRepresentation;
      if (state.realms.some((existing) => existing.realm === realm.realm)) {
        return HttpResponse.json(
          { errorMessage: "Conflict detected. See logs for details" },
          { status: 409 },
        );
      }
      state.realms.push(realm);
      return new HttpResponse(null, {
        status: 201,
        headers: { location: `${serverUrl}/admin/realms/${realm.realm ?? ""}` },
      });
    }),
  ];
}

/** An MSW server for a test file; unhandled requests fail the test. */
/** A mock server for a test file that runs its own listen and reset hooks. */
export function createMswServer() {
  return setupServer();
}

/**
 * A mock server for a test file: listening for the whole file (an unhandled request fails the
 * test, so no call goes unnoticed), its handlers and the rendered page reset after each test.
 */
export function startMswServer() {
  const server = createMswServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}

export function testSession(overrides: Partial<Session> = {}): Session {
  return {
    profile: { given_name: "Ada", family_name: "Lovelace", preferred_username: "ada" },
    signOut: () => undefined,
    manageAccount: () => undefined,
    ...overrides,
  };
}

export interface RenderConsoleOptions {
  route?: string;
  session?: Session;
  environment?: Environment;
  /** The route table, when a test needs routes of its own; the console's by default. */
  table?: readonly AppRoute[];
  /**
   * Routes added in front of the console's, e.g. a page of a section not built yet that the
   * page under test links to once it exists.
   */
  extraRoutes?: readonly AppRoute[];
}

/** Renders the whole console (providers, shell, route table) at an address, against MSW. */
export async function renderConsole({
  route = "/master",
  session = testSession(),
  environment = testEnvironment,
  table,
  extraRoutes = [],
}: RenderConsoleOptions = {}) {
  const client = new KeycloakAdminClient({ baseUrl: environment.adminBaseUrl });
  client.registerTokenProvider({ getAccessToken: () => Promise.resolve("test-token") });
  const i18n = await createI18n({
    source: themeMessagesSource(client),
    namespace: environment.realm,
  });
  const queryClient = createConsoleQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const router = createMemoryRouter(
    consoleRouteObjects({ queryClient, client, environment }, [
      ...extraRoutes,
      ...(table ?? routes),
    ]),
    {
      initialEntries: [route],
    },
  );
  const user = userEvent.setup();
  const result = render(
    <ConsoleProviders
      environment={environment}
      client={client}
      session={session}
      i18n={i18n}
      queryClient={queryClient}
    >
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  return { ...result, user, router, queryClient, client, i18n };
}

/**
 * jsdom lays nothing out, so every element is 0 px wide and PatternFly's page keeps the side
 * navigation closed as on a phone. This gives elements a desktop width; the returned function
 * restores jsdom's behaviour.
 */
export function emulateDesktopLayout(width = 1440): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientWidth");
  Object.defineProperty(HTMLElement.prototype, "clientWidth", {
    configurable: true,
    get: () => width,
  });
  return () => {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, "clientWidth", descriptor);
  };
}
