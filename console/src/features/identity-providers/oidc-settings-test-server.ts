import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
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

/** What the fake identity provider endpoints hold; tests read it to see what was sent. */
export interface ProvidersState {
  providers: IdentityProviderRepresentation[];
  /** What the import call answers: the config found, or a failure status and body. */
  importAnswer: Record<string, string> | { status: number; body: object };
  /** Bodies sent to create and update, in order. */
  sent: IdentityProviderRepresentation[];
  calls: string[];
}

export const storedOidcProvider = (): IdentityProviderRepresentation => ({
  alias: "corp",
  providerId: "oidc",
  displayName: "Corporate",
  enabled: true,
  firstBrokerLoginFlowAlias: "first broker login",
  config: {
    clientId: "console",
    clientSecret: "**********",
    authorizationUrl: "https://idp.example/auth",
    tokenUrl: "https://idp.example/token",
    syncMode: "IMPORT",
    "custom.flag": "kept",
  },
});

/**
 * The identity provider endpoints of Keycloak the settings form uses, answering from `state`:
 * one provider, create (409 on a taken alias), update, import-config and the realm's flows.
 */
export function useProvidersServer(
  server: SetupServer,
  {
    rights = fullAdminRights,
    state: given,
  }: { rights?: string[]; state?: Partial<ProvidersState> } = {},
): ProvidersState {
  const state: ProvidersState = {
    providers: [storedOidcProvider()],
    importAnswer: {},
    sent: [],
    calls: [],
    ...given,
  };
  const base = `${serverUrl}/admin/realms/:realm`;
  const record = (request: Request) => {
    state.calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  const fake = createFakeServer({
    whoAmI: whoAmIFor({ master: rights }),
    serverInfo: {
      ...testServerInfo,
      identityProviders: [
        { id: "oidc", name: "OpenID Connect v1.0" },
        { id: "keycloak-oidc", name: "Keycloak OpenID Connect" },
        { id: "oauth2", name: "OAuth 2.0" },
      ],
      socialProviders: [{ id: "github", name: "GitHub" }],
    },
  });
  server.use(
    http.get(`${base}/identity-provider/instances/:alias`, ({ params }) => {
      const found = state.providers.find((provider) => provider.alias === params.alias);
      return found ? HttpResponse.json(found) : HttpResponse.json({}, { status: 404 });
    }),
    http.post(`${base}/identity-provider/instances`, async ({ request }) => {
      record(request);
      const provider = (await request.json()) as IdentityProviderRepresentation;
      state.sent.push(provider);
      if (state.providers.some((existing) => existing.alias === provider.alias))
        return HttpResponse.json({ errorMessage: "Identity Provider exists" }, { status: 409 });
      state.providers.push(provider);
      return new HttpResponse(null, {
        status: 201,
        headers: {
          location: `${serverUrl}/admin/realms/master/identity-provider/instances/${provider.alias ?? ""}`,
        },
      });
    }),
    http.put(`${base}/identity-provider/instances/:alias`, async ({ request, params }) => {
      record(request);
      const provider = (await request.json()) as IdentityProviderRepresentation;
      state.sent.push(provider);
      state.providers = state.providers.map((existing) =>
        existing.alias === params.alias ? provider : existing,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/identity-provider/import-config`, ({ request }) => {
      record(request);
      const answer = state.importAnswer;
      return "status" in answer && typeof answer.status === "number"
        ? HttpResponse.json(answer.body, { status: answer.status })
        : HttpResponse.json(answer);
    }),
    http.get(`${base}/authentication/flows`, () =>
      HttpResponse.json([
        { alias: "browser", topLevel: true },
        { alias: "first broker login", topLevel: true },
        { alias: "forms", topLevel: false },
      ]),
    ),
    // After the providers' own: the console's catch-all realm endpoints would answer first otherwise.
    ...fakeServerHandlers(fake),
  );
  return state;
}
