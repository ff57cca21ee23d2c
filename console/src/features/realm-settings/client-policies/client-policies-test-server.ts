import type {
  ClientPolicyRepresentation,
  ClientProfileRepresentation,
  ComponentTypeRepresentation,
} from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import { fullAdminRights, serverUrl, testServerInfo } from "../../../../test/console-harness";
import { useRealmSettingsServer } from "../realm-settings-test-server";
import { conditionProviderType, executorProviderType } from "./client-policies-state";

/** What the fake client policy endpoints hold; tests read it to see what the server stored. */
export interface ClientPoliciesState {
  profiles: ClientProfileRepresentation[];
  policies: ClientPolicyRepresentation[];
  /** Bodies of the saves, in order, as "profiles" or "policies" with the list sent. */
  saves: { list: "profiles" | "policies"; entries: unknown[] }[];
}

const executorTypes: ComponentTypeRepresentation[] = [
  {
    id: "secure-client-authenticator",
    helpText: "Makes clients use one of the allowed authenticators.",
    properties: [
      {
        name: "allowed-client-authenticators",
        label: "Allowed client authenticators",
        type: "MultivaluedList",
        options: ["client-secret-basic", "client-secret-jwt", "private-key-jwt"],
      },
      {
        name: "default-client-authenticator",
        label: "Default client authenticator",
        type: "List",
        options: ["client-secret-basic", "client-secret-jwt", "private-key-jwt"],
      },
    ],
  },
  { id: "use-lightweight-access-token", helpText: "Lightweight tokens.", properties: [] },
];

const conditionTypes: ComponentTypeRepresentation[] = [
  { id: "any-client", helpText: "Every client.", properties: [] },
  {
    id: "client-access-type",
    helpText: "Clients of the chosen access types.",
    properties: [
      {
        name: "type",
        label: "Client access type",
        type: "MultivaluedList",
        options: ["confidential", "public", "bearer-only"],
        defaultValue: "confidential",
      },
    ],
  },
];

/**
 * The realm settings endpoints of `acme` with client profiles and policies: the CLIENT_POLICIES
 * feature on, executor and condition types in the server info, one global profile and policy,
 * and the realm's lists as given. `refuse` answers saves with a 400 and the server's message.
 */
export function useClientPoliciesServer(
  server: SetupServer,
  {
    rights = fullAdminRights,
    profiles = [],
    policies = [],
    refuse,
  }: {
    rights?: string[];
    profiles?: ClientProfileRepresentation[];
    policies?: ClientPolicyRepresentation[];
    refuse?: string;
  } = {},
): ClientPoliciesState {
  useRealmSettingsServer(server, { rights, features: ["CLIENT_POLICIES"] });
  const state: ClientPoliciesState = { profiles, policies, saves: [] };
  const base = `${serverUrl}/admin/realms/acme/client-policies`;
  const refused = () =>
    HttpResponse.json({ error: "invalid_request", error_description: refuse }, { status: 400 });
  server.use(
    http.get(`${serverUrl}/admin/serverinfo`, () =>
      HttpResponse.json({
        ...testServerInfo,
        features: [...(testServerInfo.features ?? []), { name: "CLIENT_POLICIES", enabled: true }],
        componentTypes: {
          [executorProviderType]: executorTypes,
          [conditionProviderType]: conditionTypes,
        },
      }),
    ),
    http.get(`${base}/profiles`, ({ request }) =>
      HttpResponse.json({
        profiles: state.profiles,
        ...(new URL(request.url).searchParams.get("include-global-profiles") === "true" && {
          globalProfiles: [{ name: "fapi-1-baseline", description: "FAPI 1 baseline" }],
        }),
      }),
    ),
    http.put(`${base}/profiles`, async ({ request }) => {
      if (refuse !== undefined) return refused();
      const body = (await request.json()) as { profiles: ClientProfileRepresentation[] };
      state.profiles = body.profiles;
      state.saves.push({ list: "profiles", entries: body.profiles });
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${base}/policies`, ({ request }) =>
      HttpResponse.json({
        policies: state.policies,
        ...(new URL(request.url).searchParams.get("include-global-policies") === "true" && {
          globalPolicies: [{ name: "global-policy", enabled: false, profiles: [] }],
        }),
      }),
    ),
    http.put(`${base}/policies`, async ({ request }) => {
      if (refuse !== undefined) return refused();
      const body = (await request.json()) as { policies: ClientPolicyRepresentation[] };
      state.policies = body.policies;
      state.saves.push({ list: "policies", entries: body.policies });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}
