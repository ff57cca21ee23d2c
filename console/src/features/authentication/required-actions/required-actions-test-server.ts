import type {
  PasswordPolicyTypeRepresentation,
  RealmRepresentation,
  RequiredActionProviderRepresentation,
  RequiredActionProviderSimpleRepresentation,
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
} from "../../../../test/console-harness";

/** What the fake authentication endpoints hold; tests read it to see what the server stored. */
export interface AuthenticationServerState {
  registered: RequiredActionProviderRepresentation[];
  unregistered: RequiredActionProviderSimpleRepresentation[];
  configs: Record<string, Record<string, string>>;
  realm: RealmRepresentation;
  /** Writes seen, as "METHOD path" after the realm's address. */
  writes: string[];
  /** Bodies of the realm saves, in order. */
  realmSaves: RealmRepresentation[];
}

const action = (alias: string, name: string, priority: number, enabled = true) => ({
  alias,
  name,
  providerId: alias,
  enabled,
  defaultAction: false,
  priority,
  config: {},
});

export const passwordPolicyTypes: PasswordPolicyTypeRepresentation[] = [
  { id: "length", displayName: "Minimum Length", configType: "int", defaultValue: "8" },
  { id: "digits", displayName: "Digits", configType: "int", defaultValue: "1" },
  { id: "notUsername", displayName: "Not Username" },
  {
    id: "regexPattern",
    displayName: "Regular Expression",
    configType: "String",
    defaultValue: "",
    multipleSupported: true,
  },
];

/**
 * The required actions and realm endpoints of the realm `acme`, answering from their state. Moves
 * swap an action with its neighbour as the server does; `refuseRealm` answers realm saves with
 * that status and body instead of storing them.
 */
export function useAuthenticationServer(
  server: SetupServer,
  {
    rights = fullAdminRights,
    passwordPolicy = "",
    refuseRealm,
  }: {
    rights?: string[];
    passwordPolicy?: string;
    refuseRealm?: { status: number; body: object };
  } = {},
): AuthenticationServerState {
  const state: AuthenticationServerState = {
    registered: [
      action("TERMS_AND_CONDITIONS", "Terms and Conditions", 10, false),
      action("UPDATE_PROFILE", "Update Profile", 20),
      action("VERIFY_EMAIL", "Verify Email", 30),
      action("UPDATE_PASSWORD", "Update Password", 40),
    ],
    unregistered: [{ providerId: "delete_account", name: "Delete Account" }],
    configs: {},
    realm: { id: "acme-id", realm: "acme", passwordPolicy },
    writes: [],
    realmSaves: [],
  };
  const base = `${serverUrl}/admin/realms/acme`;
  const actions = `${base}/authentication`;
  const record = (request: Request) => {
    state.writes.push(
      `${request.method} ${new URL(request.url).pathname.replace("/admin/realms/acme", "")}`,
    );
  };
  const sorted = () => [...state.registered].sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
  const swap = (alias: string, by: number) => {
    const order = sorted();
    const index = order.findIndex((entry) => entry.alias === alias);
    const other = order[index + by];
    const moved = order[index];
    if (moved === undefined || other === undefined) return;
    [moved.priority, other.priority] = [other.priority, moved.priority];
  };
  const fake = createFakeServer({
    whoAmI: whoAmIFor({ master: rights, acme: rights }),
    serverInfo: { ...testServerInfo, passwordPolicies: passwordPolicyTypes },
  });
  server.use(
    http.get(base, () => HttpResponse.json(state.realm)),
    http.put(base, async ({ request }) => {
      record(request);
      const sent = (await request.json()) as RealmRepresentation;
      if (refuseRealm !== undefined)
        return HttpResponse.json(refuseRealm.body, { status: refuseRealm.status });
      state.realmSaves.push(sent);
      state.realm = { ...state.realm, ...sent };
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${actions}/required-actions`, () => HttpResponse.json(sorted())),
    http.get(`${actions}/unregistered-required-actions`, () =>
      HttpResponse.json(state.unregistered),
    ),
    http.post(`${actions}/register-required-action`, async ({ request }) => {
      record(request);
      const sent = (await request.json()) as RequiredActionProviderSimpleRepresentation;
      state.unregistered = state.unregistered.filter(
        (entry) => entry.providerId !== sent.providerId,
      );
      const last = Math.max(0, ...state.registered.map((entry) => entry.priority ?? 0));
      state.registered.push(action(sent.providerId ?? "", sent.name ?? "", last + 10));
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${actions}/required-actions/:alias`, ({ params }) => {
      const found = state.registered.find((entry) => entry.alias === params["alias"]);
      return found === undefined
        ? HttpResponse.json({ error: "not found" }, { status: 404 })
        : HttpResponse.json(found);
    }),
    http.put(`${actions}/required-actions/:alias`, async ({ request, params }) => {
      record(request);
      const sent = (await request.json()) as RequiredActionProviderRepresentation;
      state.registered = state.registered.map((entry) =>
        entry.alias === params["alias"] ? { ...entry, ...sent } : entry,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${actions}/required-actions/:alias/raise-priority`, ({ request, params }) => {
      record(request);
      swap(String(params["alias"]), -1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${actions}/required-actions/:alias/lower-priority`, ({ request, params }) => {
      record(request);
      swap(String(params["alias"]), 1);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${actions}/required-actions/:alias/config-description`, ({ params }) =>
      HttpResponse.json({
        properties:
          params["alias"] === "TERMS_AND_CONDITIONS"
            ? []
            : [
                {
                  name: "max_auth_age",
                  label: "Maximum Age of Authentication",
                  type: "String",
                  defaultValue: 300,
                },
              ],
      }),
    ),
    http.get(`${actions}/required-actions/:alias/config`, ({ params }) =>
      HttpResponse.json({ config: state.configs[String(params["alias"])] ?? {} }),
    ),
    http.put(`${actions}/required-actions/:alias/config`, async ({ request, params }) => {
      record(request);
      const sent = (await request.json()) as { config: Record<string, string> };
      state.configs[String(params["alias"])] = sent.config;
      return new HttpResponse(null, { status: 204 });
    }),
    ...fakeServerHandlers(fake),
  );
  return state;
}
