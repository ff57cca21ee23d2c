import type {
  RealmEventsConfigRepresentation,
  RealmRepresentation,
  UserProfileConfig,
} from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  serverUrl,
  testServerInfo,
  whoAmIFor,
} from "../../../test/console-harness";

/** What the fake realm endpoints hold; tests read it to see what the server stored. */
export interface RealmSettingsState {
  realm: RealmRepresentation;
  profile: UserProfileConfig;
  /** Bodies of the realm saves, in order. */
  saves: RealmRepresentation[];
  /** SMTP settings sent to test the connection, in order. */
  smtpTests: Record<string, string>[];
  eventsConfig: RealmEventsConfigRepresentation;
  /** Bodies of the events configuration saves, in order. */
  eventsConfigSaves: RealmEventsConfigRepresentation[];
  /** Calls seen, as "METHOD path". */
  calls: string[];
}

export const testRealm = (): RealmRepresentation => ({
  id: "acme-id",
  realm: "acme",
  displayName: "Acme",
  enabled: true,
  sslRequired: "external",
  registrationAllowed: false,
  resetPasswordAllowed: false,
  rememberMe: false,
  registrationEmailAsUsername: false,
  loginWithEmailAllowed: true,
  duplicateEmailsAllowed: false,
  verifyEmail: false,
  editUsernameAllowed: false,
  ssoSessionIdleTimeout: 1800,
  ssoSessionMaxLifespan: 36_000,
  ssoSessionIdleTimeoutRememberMe: 0,
  ssoSessionMaxLifespanRememberMe: 0,
  clientSessionIdleTimeout: 0,
  clientSessionMaxLifespan: 0,
  offlineSessionIdleTimeout: 2_592_000,
  offlineSessionMaxLifespanEnabled: false,
  offlineSessionMaxLifespan: 5_184_000,
  accessCodeLifespanLogin: 1800,
  accessCodeLifespanUserAction: 300,
  accessCodeLifespan: 60,
  accessTokenLifespan: 300,
  accessTokenLifespanForImplicitFlow: 900,
  actionTokenGeneratedByUserLifespan: 300,
  actionTokenGeneratedByAdminLifespan: 43_200,
  oauth2DeviceCodeLifespan: 600,
  oauth2DevicePollingInterval: 5,
  defaultSignatureAlgorithm: "RS256",
  revokeRefreshToken: false,
  refreshTokenMaxReuse: 0,
  attributes: { cibaInterval: "5", frontendUrl: "" },
});

/**
 * The realm endpoints of Keycloak for the realm `acme`, answering from `state`: read and save the
 * realm (a save may be refused with `refuse`), read and save the user profile.
 */
export function useRealmSettingsServer(
  server: SetupServer,
  {
    rights = fullAdminRights,
    realm = {},
    features = [],
    refuse,
  }: {
    rights?: string[];
    realm?: Partial<RealmRepresentation>;
    features?: string[];
    /** Answer realm saves with this status and body instead of storing them. */
    refuse?: { status: number; body: object };
  } = {},
): RealmSettingsState {
  const state: RealmSettingsState = {
    realm: { ...testRealm(), ...realm },
    profile: { attributes: [{ name: "username" }, { name: "email" }] },
    saves: [],
    smtpTests: [],
    eventsConfig: {
      eventsEnabled: false,
      eventsListeners: ["jboss-logging"],
      enabledEventTypes: ["LOGIN", "LOGOUT"],
      adminEventsEnabled: false,
      adminEventsDetailsEnabled: false,
    },
    eventsConfigSaves: [],
    calls: [],
  };
  const base = `${serverUrl}/admin/realms/acme`;
  const record = (request: Request) => {
    state.calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  const fake = createFakeServer({
    whoAmI: whoAmIFor({ master: rights, acme: rights }),
    serverInfo: {
      ...testServerInfo,
      features: [
        ...(testServerInfo.features ?? []).filter((feature) => !features.includes(feature.name)),
        ...features.map((name) => ({ name, enabled: true })),
      ],
      providers: {
        ...testServerInfo.providers,
        signature: { providers: { RS256: {}, ES256: {}, HS512: {} } },
        eventsListener: { providers: { "jboss-logging": {}, email: {} } },
      },
      enums: { eventType: ["LOGIN", "LOGIN_ERROR", "LOGOUT", "REGISTER", "UPDATE_PASSWORD"] },
    },
  });
  server.use(
    http.get(base, () => HttpResponse.json(state.realm)),
    http.put(base, async ({ request }) => {
      record(request);
      const sent = (await request.json()) as RealmRepresentation;
      if (refuse !== undefined) return HttpResponse.json(refuse.body, { status: refuse.status });
      state.saves.push(sent);
      state.realm = sent;
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/testSMTPConnection`, async ({ request }) => {
      record(request);
      const settings = (await request.json()) as Record<string, string>;
      state.smtpTests.push(settings);
      return settings["host"] === "unreachable.test"
        ? HttpResponse.json({ errorMessage: "Failed to send email" }, { status: 500 })
        : new HttpResponse(null, { status: 204 });
    }),
    http.get(`${base}/users/profile`, () => HttpResponse.json(state.profile)),
    http.put(`${base}/users/profile`, async ({ request }) => {
      record(request);
      state.profile = (await request.json()) as UserProfileConfig;
      return HttpResponse.json(state.profile);
    }),
    http.get(`${base}/events/config`, () => HttpResponse.json(state.eventsConfig)),
    http.put(`${base}/events/config`, async ({ request }) => {
      record(request);
      state.eventsConfig = (await request.json()) as RealmEventsConfigRepresentation;
      state.eventsConfigSaves.push(state.eventsConfig);
      // The server keeps the configuration in the realm, whose representation then shows it.
      state.realm = { ...state.realm, ...state.eventsConfig };
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${base}/events`, ({ request }) => {
      record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${base}/admin-events`, ({ request }) => {
      record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    // After the realm's own: the console's catch-all realm endpoints would answer first otherwise.
    ...fakeServerHandlers(fake),
  );
  return state;
}
