import type {
  ComponentRepresentation,
  ComponentTypeRepresentation,
  SynchronizationResultRepresentation,
} from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  serverUrl,
  whoAmIFor,
} from "../../../../../test/console-harness";

/** What the fake component endpoints hold; tests read it to see what the server stored. */
export interface MappersState {
  mappers: ComponentRepresentation[];
  /** A body to refuse mapper saves with (status 400), if any. */
  refuseSaveWith?: { errorMessage: string };
  /** What a mapper synchronisation answers. */
  syncResult: SynchronizationResultRepresentation;
  /** The synchronisations asked for: `<mapper id> <direction>`. */
  syncs: string[];
}

const userAttribute: ComponentTypeRepresentation = {
  id: "user-attribute-ldap-mapper",
  helpText: "Copies one attribute of the directory's entry to the user.",
  properties: [
    { name: "user.model.attribute", label: "User Model Attribute", type: "String", required: true },
    { name: "ldap.attribute", label: "LDAP Attribute", type: "String", required: true },
  ],
};

/** A group mapper's setting; written from parts, as its name opens like the groups area's message keys. */
const groupsSetting = (name: string) => `groups.${name}`;

const groupMapper: ComponentTypeRepresentation = {
  id: "group-ldap-mapper",
  helpText: "Maps the directory's groups to the realm's.",
  properties: [
    { name: groupsSetting("dn"), label: "LDAP Groups DN", type: "String", required: true },
    { name: groupsSetting("ldap.filter"), label: "LDAP Filter", type: "String" },
  ],
};

/** A provider's stored mappers, as tests start them. */
export const storedMappers = {
  username: {
    id: "m-username",
    name: "username",
    providerId: "user-attribute-ldap-mapper",
    providerType: "org.keycloak.storage.ldap.mappers.LDAPStorageMapper",
    parentId: "p1",
    config: { "user.model.attribute": ["username"], "ldap.attribute": ["uid"] },
  },
  groups: {
    id: "m-groups",
    name: "groups",
    providerId: "group-ldap-mapper",
    providerType: "org.keycloak.storage.ldap.mappers.LDAPStorageMapper",
    parentId: "p1",
    config: {
      [groupsSetting("dn")]: ["ou=groups,dc=example,dc=test"],
      [groupsSetting("ldap.filter")]: [""],
    },
  },
} satisfies Record<string, ComponentRepresentation>;

/**
 * Keycloak's component endpoints for one LDAP provider's mappers, answering from `state`: the
 * list by parent, one mapper, the mapper types, create, update, delete and the synchronisation.
 */
export function useMappersServer(
  server: SetupServer,
  {
    rights = fullAdminRights,
    state: given,
  }: { rights?: string[]; state?: Partial<MappersState> } = {},
): MappersState {
  const state: MappersState = {
    mappers: [],
    syncResult: { added: 0, updated: 0, removed: 0, failed: 0 },
    syncs: [],
    ...given,
  };
  const base = `${serverUrl}/admin/realms/:realm`;
  const refused = () =>
    state.refuseSaveWith === undefined
      ? undefined
      : HttpResponse.json(state.refuseSaveWith, { status: 400 });
  server.use(
    http.get(`${base}/components`, ({ request }) => {
      const parent = new URL(request.url).searchParams.get("parent");
      return HttpResponse.json(state.mappers.filter((mapper) => mapper.parentId === parent));
    }),
    http.get(`${base}/components/:id/sub-component-types`, () =>
      HttpResponse.json([userAttribute, groupMapper]),
    ),
    http.get(`${base}/components/:id`, ({ params }) => {
      const found = state.mappers.find((mapper) => mapper.id === params.id);
      return found ? HttpResponse.json(found) : HttpResponse.json({}, { status: 404 });
    }),
    http.post(`${base}/components`, async ({ request }) => {
      const refusal = refused();
      if (refusal) return refusal;
      const mapper = (await request.json()) as ComponentRepresentation;
      const id = `mapper-${String(state.mappers.length + 1)}`;
      state.mappers.push({ ...mapper, id });
      return new HttpResponse(null, {
        status: 201,
        headers: { location: `${serverUrl}/admin/realms/master/components/${id}` },
      });
    }),
    http.put(`${base}/components/:id`, async ({ request, params }) => {
      const refusal = refused();
      if (refusal) return refusal;
      const mapper = (await request.json()) as ComponentRepresentation;
      state.mappers = state.mappers.map((existing) =>
        existing.id === params.id ? mapper : existing,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${base}/components/:id`, ({ params }) => {
      state.mappers = state.mappers.filter((mapper) => mapper.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/user-storage/:parent/mappers/:id/sync`, ({ request, params }) => {
      const direction = new URL(request.url).searchParams.get("direction") ?? "";
      state.syncs.push(`${String(params.id)} ${direction}`);
      return HttpResponse.json(state.syncResult);
    }),
    // After the mappers' own: the console's catch-all realm endpoints would answer first otherwise.
    ...fakeServerHandlers(createFakeServer({ whoAmI: whoAmIFor({ master: rights }) })),
  );
  return state;
}
