import type { ClientRepresentation, ClientScopeRepresentation } from "@gatehouse/admin-client";
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

/** What the fake client scopes endpoints hold; tests read it to see what the server stored. */
export interface ScopesState {
  scopes: ClientScopeRepresentation[];
  defaultIds: string[];
  optionalIds: string[];
  clients: ClientRepresentation[];
  /** Calls seen, as "METHOD path". */
  calls: string[];
}

export const builtInScopes = (): ClientScopeRepresentation[] => [
  {
    id: "profile-id",
    name: "profile",
    protocol: "openid-connect",
    description: "User profile claims",
    attributes: { "gui.order": "2", "include.in.token.scope": "true" },
  },
  { id: "email-id", name: "email", protocol: "openid-connect", description: "Email claims" },
  { id: "phone-id", name: "phone", protocol: "openid-connect" },
  { id: "role-list-id", name: "role_list", protocol: "saml", description: "SAML role list" },
];

/**
 * The client scopes endpoints of Keycloak, answering from `state`: list, one scope, create (409 on
 * a taken name, 400 "Unexpected name" on one the server refuses), update, delete, the realm's
 * default and optional lists, and the clients list with each client's scope names.
 */
export function useScopesServer(
  server: SetupServer,
  {
    rights = fullAdminRights,
    state: given,
    dynamicScopes = false,
  }: { rights?: string[]; state?: Partial<ScopesState>; dynamicScopes?: boolean } = {},
): ScopesState {
  const state: ScopesState = {
    scopes: builtInScopes(),
    defaultIds: ["profile-id", "email-id"],
    optionalIds: ["phone-id"],
    clients: [],
    calls: [],
    ...given,
  };
  const base = `${serverUrl}/admin/realms/:realm`;
  const record = (request: Request) => {
    state.calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  const listOf = (ids: string[]) =>
    HttpResponse.json(state.scopes.filter((scope) => ids.includes(scope.id ?? "")));
  const realmList = (list: "defaultIds" | "optionalIds") => [
    http.put(
      `${base}/${list === "defaultIds" ? "default-default" : "default-optional"}-client-scopes/:id`,
      ({ request, params }) => {
        record(request);
        state[list].push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      },
    ),
    http.delete(
      `${base}/${list === "defaultIds" ? "default-default" : "default-optional"}-client-scopes/:id`,
      ({ request, params }) => {
        record(request);
        state[list] = state[list].filter((id) => id !== params.id);
        return new HttpResponse(null, { status: 204 });
      },
    ),
  ];
  const fake = createFakeServer({
    whoAmI: whoAmIFor({ master: rights }),
    serverInfo: {
      ...testServerInfo,
      features: [
        ...(testServerInfo.features ?? []),
        { name: "DYNAMIC_SCOPES", enabled: dynamicScopes },
      ],
    },
  });
  server.use(
    http.get(`${base}/client-scopes`, () => HttpResponse.json(state.scopes)),
    http.get(`${base}/client-scopes/:id`, ({ params }) => {
      const found = state.scopes.find((scope) => scope.id === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: "Could not find client scope" }, { status: 404 });
    }),
    http.post(`${base}/client-scopes`, async ({ request }) => {
      record(request);
      const scope = (await request.json()) as ClientScopeRepresentation;
      if (!/^[\x21\x23-\x5B\x5D-\x7E]+$/.test(scope.name ?? ""))
        return HttpResponse.json(
          { errorMessage: `Unexpected name "${scope.name ?? ""}" for ClientScope` },
          { status: 400 },
        );
      if (state.scopes.some((existing) => existing.name === scope.name))
        return HttpResponse.json(
          { errorMessage: `Client Scope ${scope.name ?? ""} already exists` },
          { status: 409 },
        );
      const id = `new-${String(state.scopes.length)}`;
      state.scopes.push({ ...scope, id });
      return new HttpResponse(null, {
        status: 201,
        headers: { location: `${serverUrl}/admin/realms/master/client-scopes/${id}` },
      });
    }),
    http.put(`${base}/client-scopes/:id`, async ({ request, params }) => {
      record(request);
      const scope = (await request.json()) as ClientScopeRepresentation;
      state.scopes = state.scopes.map((existing) => (existing.id === params.id ? scope : existing));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${base}/client-scopes/:id`, ({ request, params }) => {
      record(request);
      state.scopes = state.scopes.filter((scope) => scope.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${base}/default-default-client-scopes`, () => listOf(state.defaultIds)),
    http.get(`${base}/default-optional-client-scopes`, () => listOf(state.optionalIds)),
    ...realmList("defaultIds"),
    ...realmList("optionalIds"),
    http.get(`${base}/clients`, ({ request }) => {
      const url = new URL(request.url);
      const first = Number(url.searchParams.get("first") ?? "0");
      const max = Number(url.searchParams.get("max") ?? "100");
      return HttpResponse.json(state.clients.slice(first, first + max));
    }),
    // After the scopes' own: the console's catch-all realm endpoints would answer first otherwise.
    ...fakeServerHandlers(fake),
  );
  return state;
}
