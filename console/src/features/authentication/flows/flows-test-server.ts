import type {
  AuthenticationFlowRepresentation,
  RealmRepresentation,
  UiFlowRepresentation,
} from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  serverUrl,
  whoAmIFor,
} from "../../../../test/console-harness";

/** What the fake flow endpoints hold; tests read it to see what was asked and stored. */
export interface FlowsState {
  flows: UiFlowRepresentation[];
  realm: RealmRepresentation;
  /** Client ids using each flow, by flow id. */
  clientsOf: Record<string, string[]>;
  created: AuthenticationFlowRepresentation[];
  /** Bodies of the realm saves, in order. */
  realmSaves: RealmRepresentation[];
  /** Calls seen, as "METHOD path?query". */
  calls: string[];
}

const builtIn = (id: string, alias: string, description: string): UiFlowRepresentation => ({
  id,
  alias,
  description,
  builtIn: true,
  usedBy: { type: "DEFAULT", values: [alias] },
});

/**
 * The flows endpoints of Keycloak for realm `acme`: the console extension's flow list and flow
 * users, the realm's bindings, flow creation (a taken name answers 409) and deletion.
 */
export function useFlowsServer(
  server: SetupServer,
  { rights = fullAdminRights }: { rights?: string[] } = {},
): FlowsState {
  const state: FlowsState = {
    flows: [
      builtIn("f-browser", "browser", "Browser based authentication"),
      builtIn("f-clients", "clients", "Base authentication for clients"),
      {
        id: "f-partner",
        alias: "partner sign-in",
        description: "For partners",
        builtIn: false,
        usedBy: { type: "SPECIFIC_CLIENTS", values: ["portal"] },
      },
      { id: "f-spare", alias: "spare", builtIn: false },
    ],
    realm: {
      realm: "acme",
      displayName: "Acme",
      browserFlow: "browser",
      clientAuthenticationFlow: "clients",
    },
    clientsOf: { "f-partner": Array.from({ length: 12 }, (_, i) => `portal-${String(i + 1)}`) },
    created: [],
    realmSaves: [],
    calls: [],
  };
  const base = `${serverUrl}/admin/realms/acme`;
  const record = (request: Request) => {
    const url = new URL(request.url);
    state.calls.push(`${request.method} ${url.pathname}${url.search}`);
  };
  const fake = createFakeServer({
    realms: [{ realm: "master", displayName: "Keycloak" }, state.realm],
    whoAmI: whoAmIFor({ master: rights, acme: rights }),
  });
  server.use(
    http.get(`${base}/ui-ext/authentication-management/flows`, ({ request }) => {
      record(request);
      return HttpResponse.json(state.flows);
    }),
    http.get(`${base}/ui-ext/authentication-management/:kind/:id`, ({ request, params }) => {
      record(request);
      const url = new URL(request.url);
      const first = Number(url.searchParams.get("first") ?? "0");
      const max = Number(url.searchParams.get("max") ?? "10");
      const names = params.kind === "clients" ? (state.clientsOf[String(params.id)] ?? []) : [];
      return HttpResponse.json(names.slice(first, first + max));
    }),
    http.post(`${base}/authentication/flows`, async ({ request }) => {
      record(request);
      const flow = (await request.json()) as AuthenticationFlowRepresentation;
      if (state.flows.some((existing) => existing.alias === flow.alias))
        return HttpResponse.json({ errorMessage: "Flow already exists" }, { status: 409 });
      state.created.push(flow);
      state.flows.push({ id: "f-new", alias: flow.alias ?? "" });
      return new HttpResponse(null, {
        status: 201,
        headers: { location: `${base}/authentication/flows/f-new` },
      });
    }),
    http.get(`${base}/authentication/flows/:id`, ({ request, params }) => {
      record(request);
      const flow = state.flows.find((candidate) => candidate.id === params.id);
      if (flow === undefined) return HttpResponse.json({ error: "not found" }, { status: 404 });
      const kind = flow.alias === "clients" ? "client-flow" : "basic-flow";
      return HttpResponse.json({ ...flow, providerId: kind, topLevel: true });
    }),
    // The realm object is the one the fake realm list answers with, so a save shows on reading.
    http.put(base, async ({ request }) => {
      record(request);
      const sent = (await request.json()) as RealmRepresentation;
      state.realmSaves.push(sent);
      Object.assign(state.realm, sent);
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${base}/authentication/flows/:id`, ({ request, params }) => {
      record(request);
      state.flows = state.flows.filter((flow) => flow.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    ...fakeServerHandlers(fake),
  );
  return state;
}
