import type {
  IdentityProviderMapperRepresentation,
  IdentityProviderRepresentation,
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

/** What the fake identity provider endpoints hold; tests read it to see what the server stored. */
export interface ProvidersState {
  providers: IdentityProviderRepresentation[];
  mappers: IdentityProviderMapperRepresentation[];
  /** The query strings of the list requests, in order. */
  listRequests: URLSearchParams[];
  /** Status to refuse deletes and mapper saves with, if any. */
  refuseWith?: number;
  calls: string[];
}

const hardcodedAttribute = {
  id: "hardcoded-attribute-idp-mapper",
  name: "Hardcoded Attribute",
  helpText: "Sets a fixed value on a user attribute.",
  properties: [
    { name: "attribute", label: "User Attribute", type: "String" },
    { name: "attribute.value", label: "User Attribute Value", type: "String" },
  ],
};

/**
 * The identity provider endpoints of Keycloak for the list and the mappers, answering from
 * `state`: the list (paged, with the server's `*text*` search on alias and display name), one
 * provider, delete, and a provider's mappers with their types, create and update.
 */
export function useProvidersServer(
  server: SetupServer,
  {
    rights = fullAdminRights,
    state: given,
  }: { rights?: string[]; state?: Partial<ProvidersState> } = {},
): ProvidersState {
  const state: ProvidersState = {
    providers: [],
    mappers: [],
    listRequests: [],
    calls: [],
    ...given,
  };
  const base = `${serverUrl}/admin/realms/:realm/identity-provider`;
  const record = (request: Request) => {
    state.calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  const refused = () =>
    state.refuseWith === undefined
      ? undefined
      : HttpResponse.json({ errorMessage: "Refused by the test" }, { status: state.refuseWith });
  const fake = createFakeServer({
    whoAmI: whoAmIFor({ master: rights }),
    serverInfo: {
      ...testServerInfo,
      identityProviders: [
        { id: "oidc", name: "OpenID Connect v1.0", groupName: "User-defined" },
        { id: "saml", name: "SAML v2.0", groupName: "User-defined" },
        { id: "github", name: "GitHub", groupName: "Social" },
      ],
      socialProviders: [{ id: "github", name: "GitHub", groupName: "Social" }],
    },
  });
  server.use(
    http.get(`${base}/instances`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.listRequests.push(params);
      const search = (params.get("search") ?? "").replaceAll("*", "").toLowerCase();
      const first = Number(params.get("first") ?? "0");
      const max = Number(params.get("max") ?? "100");
      const matching = state.providers.filter((provider) =>
        [provider.alias, provider.displayName].some((text) =>
          (text ?? "").toLowerCase().includes(search),
        ),
      );
      return HttpResponse.json(matching.slice(first, first + max));
    }),
    http.get(`${base}/instances/:alias`, ({ params }) => {
      const found = state.providers.find((provider) => provider.alias === params.alias);
      return found ? HttpResponse.json(found) : HttpResponse.json({}, { status: 404 });
    }),
    http.delete(`${base}/instances/:alias`, ({ request, params }) => {
      record(request);
      const refusal = refused();
      if (refusal) return refusal;
      state.providers = state.providers.filter((provider) => provider.alias !== params.alias);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${base}/instances/:alias/mapper-types`, () =>
      HttpResponse.json({ [hardcodedAttribute.id]: hardcodedAttribute }),
    ),
    http.get(`${base}/instances/:alias/mappers`, () => HttpResponse.json(state.mappers)),
    http.get(`${base}/instances/:alias/mappers/:id`, ({ params }) => {
      const found = state.mappers.find((mapper) => mapper.id === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({}, { status: 404 });
    }),
    http.post(`${base}/instances/:alias/mappers`, async ({ request, params }) => {
      record(request);
      const refusal = refused();
      if (refusal) return refusal;
      const mapper = (await request.json()) as IdentityProviderMapperRepresentation;
      const id = `mapper-${String(state.mappers.length + 1)}`;
      state.mappers.push({ ...mapper, id });
      return new HttpResponse(null, {
        status: 201,
        headers: {
          location: `${serverUrl}/admin/realms/master/identity-provider/instances/${String(params.alias)}/mappers/${id}`,
        },
      });
    }),
    http.put(`${base}/instances/:alias/mappers/:id`, async ({ request, params }) => {
      record(request);
      const refusal = refused();
      if (refusal) return refusal;
      const mapper = (await request.json()) as IdentityProviderMapperRepresentation;
      state.mappers = state.mappers.map((existing) =>
        existing.id === params.id ? mapper : existing,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    // After the providers' own: the console's catch-all realm endpoints would answer first otherwise.
    ...fakeServerHandlers(fake),
  );
  return state;
}
