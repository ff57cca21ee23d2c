import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import { userStorageType } from "@/shared/user-federation/user-storage-type";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  serverUrl,
  testServerInfo,
  whoAmIFor,
} from "../../../test/console-harness";

/** A custom user-storage kind, as an extension would describe it, with a few property types. */
export const acmeStorage = {
  id: "acme-storage",
  helpText: "Users from the Acme HR system",
  properties: [
    { name: "endpoint", label: "Endpoint", type: "String", required: true },
    { name: "apiKey", label: "API key", type: "Password", secret: true },
    { name: "syncGroups", label: "Synchronise groups", type: "boolean", defaultValue: "true" },
    { name: "region", label: "Region", type: "List", options: ["eu", "us"], defaultValue: "eu" },
  ],
};

/** What the fake component endpoints hold; tests read it to see what the server stored. */
export interface ComponentsState {
  components: ComponentRepresentation[];
  /** Bodies of the create and update requests, in order. */
  saved: ComponentRepresentation[];
}

/**
 * The component endpoints of Keycloak for user-storage providers, answering from `state`, with
 * server info offering LDAP, Kerberos and `acmeStorage`.
 */
export function useComponentsServer(
  server: SetupServer,
  {
    rights = fullAdminRights,
    components = [],
  }: { rights?: string[]; components?: ComponentRepresentation[] } = {},
): ComponentsState {
  const state: ComponentsState = { components: [...components], saved: [] };
  const base = `${serverUrl}/admin/realms/:realm/components`;
  const fake = createFakeServer({
    whoAmI: whoAmIFor({ master: rights }),
    serverInfo: {
      ...testServerInfo,
      componentTypes: {
        ...testServerInfo.componentTypes,
        [userStorageType]: [
          { id: "ldap", properties: [] },
          { id: "kerberos", properties: [] },
          acmeStorage,
        ],
      },
    },
  });
  server.use(
    http.get(base, ({ request }) => {
      const type = new URL(request.url).searchParams.get("type");
      return HttpResponse.json(
        state.components.filter((component) => type === null || component.providerType === type),
      );
    }),
    http.get(`${base}/:id`, ({ params }) => {
      const found = state.components.find((component) => component.id === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({}, { status: 404 });
    }),
    http.post(base, async ({ request }) => {
      const component = (await request.json()) as ComponentRepresentation;
      const id = `component-${String(state.components.length + 1)}`;
      state.saved.push(component);
      state.components.push({ ...component, id, parentId: "master-id" });
      return new HttpResponse(null, {
        status: 201,
        headers: { location: `${serverUrl}/admin/realms/master/components/${id}` },
      });
    }),
    http.put(`${base}/:id`, async ({ request, params }) => {
      const component = (await request.json()) as ComponentRepresentation;
      state.saved.push(component);
      state.components = state.components.map((existing) =>
        existing.id === params.id ? component : existing,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${base}/:id`, ({ params }) => {
      state.components = state.components.filter((component) => component.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    // After the components' own: the console's catch-all realm endpoints would answer first otherwise.
    ...fakeServerHandlers(fake),
  );
  return state;
}
