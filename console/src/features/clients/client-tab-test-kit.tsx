import { useQuery } from "@tanstack/react-query";
import { http, HttpResponse, type HttpHandler } from "msw";
import type { ComponentType } from "react";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  serverUrl,
  testServerInfo,
  whoAmIFor,
} from "../../../test/console-harness";
import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientQuery, type ClientTabProps, type LoadedClient } from "./api/client-query";

// What the tests of a client's tabs share: a fake server holding one client, and a page
// that shows one tab over the client as the console loads it.

export const clientUrl = `${serverUrl}/admin/realms/:realm/clients/:id`;

export interface ClientServer {
  client: LoadedClient;
  /** Calls seen besides reading the client, as "METHOD /path-after-the-client" with any body. */
  calls: { call: string; body?: unknown }[];
}

export function clientServerHandlers(
  state: ClientServer,
  { rights = fullAdminRights }: { rights?: string[] } = {},
): HttpHandler[] {
  return [
    http.get(clientUrl, () => HttpResponse.json(state.client)),
    http.put(clientUrl, async ({ request }) => {
      const body = (await request.json()) as LoadedClient;
      state.calls.push({ call: "PUT /", body });
      state.client = body;
      return new HttpResponse(null, { status: 204 });
    }),
    ...fakeServerHandlers(
      createFakeServer({
        realms: [{ realm: "master" }],
        whoAmI: whoAmIFor({ master: rights }),
        serverInfo: {
          ...testServerInfo,
          cryptoInfo: {
            supportedKeystoreTypes: ["JKS", "PKCS12"],
            clientSignatureSymmetricAlgorithms: ["HS256", "HS512"],
            clientSignatureAsymmetricAlgorithms: ["ES256", "RS256"],
          },
        },
      }),
    ),
  ];
}

/** The clients saved through the tab (PUT of the whole client), in order. */
export function savedClients(state: ClientServer): LoadedClient[] {
  return state.calls.filter(({ call }) => call === "PUT /").map(({ body }) => body as LoadedClient);
}

/** A route showing one tab of client `c-1`, as the client's page would. */
export function tabRoute(name: string, Tab: ComponentType<ClientTabProps>): AppRoute {
  function TabHost() {
    const client = useQuery(clientQuery(useAdminClient(), useRealm(), "c-1"));
    if (client.data === undefined || client.data === null) return null;
    return (
      <>
        <h1>{client.data.clientId}</h1>
        <Tab key={JSON.stringify(client.data)} client={client.data} />
      </>
    );
  }
  return {
    name,
    path: `/:realm/test-${name}`,
    access: "anyone",
    breadcrumb: () => name,
    Page: lazyPage(
      () => Promise.resolve({ TabHost }),
      (module) => module.TabHost,
    ),
  };
}
