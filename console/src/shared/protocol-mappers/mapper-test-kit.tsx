import type {
  ProtocolMapperRepresentation,
  ServerInfoRepresentation,
} from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  serverUrl,
  type startMswServer,
  testServerInfo,
  whoAmIFor,
} from "../../../test/console-harness";
import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { useAccess } from "@/shared/access/access-context";
import { useRealm } from "@/shared/api/realm";
import { useRouteParams } from "@/shared/paths/use-route-params";
import type { MapperOwner } from "./mapper-owner";
import { ProtocolMapperPage } from "./protocol-mapper-page";
import { ProtocolMappersTab } from "./protocol-mappers-tab";

const bool = (name: string, label: string, defaultValue = "true") => ({
  name,
  label,
  type: "boolean",
  defaultValue,
});

/** Server info with a few OpenID Connect mapper types and predefined mappers. */
export const mapperServerInfo: ServerInfoRepresentation = {
  ...testServerInfo,
  protocolMapperTypes: {
    "openid-connect": [
      {
        id: "oidc-hardcoded-claim-mapper",
        name: "Hardcoded claim",
        category: "Token mapper",
        helpText: "Puts a fixed value into a claim.",
        priority: 0,
        properties: [
          { name: "claim.name", label: "tokenClaimName.label", type: "String" },
          { name: "claim.value", label: "Claim value", type: "String" },
          {
            name: "jsonType.label",
            label: "jsonType.label",
            type: "List",
            options: ["String", "long"],
          },
          bool("id.token.claim", "includeInIdToken.label"),
          bool("userinfo.token.claim", "includeInUserInfo.label"),
        ],
      },
      {
        id: "oidc-usermodel-realm-role-mapper",
        name: "User Realm Role",
        category: "Token mapper",
        priority: 40,
        properties: [{ name: "claim.name", label: "tokenClaimName.label", type: "String" }],
      },
    ],
  },
  builtinProtocolMappers: {
    "openid-connect": [
      {
        name: "email",
        protocol: "openid-connect",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: { "claim.name": "email" },
      },
      {
        name: "realm roles",
        protocol: "openid-connect",
        protocolMapper: "oidc-usermodel-realm-role-mapper",
        config: { "claim.name": "realm_access.roles" },
      },
      {
        name: "groups",
        protocol: "openid-connect",
        protocolMapper: "oidc-usermodel-realm-role-mapper",
        config: { "claim.name": "groups" },
      },
    ],
  },
};

/** A client scope's mappers held in memory, with every request that changed them. */
export interface MapperServer {
  mappers: ProtocolMapperRepresentation[];
  posted: unknown[];
  put: unknown[];
  deleted: string[];
}

const mappersUrl = `${serverUrl}/admin/realms/:realm/client-scopes/scope-1/protocol-mappers`;

export function useMapperServer(
  server: ReturnType<typeof startMswServer>,
  { rights = fullAdminRights, mappers = [] as ProtocolMapperRepresentation[] } = {},
): MapperServer {
  const state: MapperServer = { mappers: [...mappers], posted: [], put: [], deleted: [] };
  let nextId = 1;
  const conflict = (name: string | undefined) =>
    state.mappers.some((mapper) => mapper.name === name);
  server.use(
    http.get(`${mappersUrl}/models`, () => HttpResponse.json(state.mappers)),
    http.get(`${mappersUrl}/models/:mapperId`, ({ params }) => {
      const found = state.mappers.find((mapper) => mapper.id === params.mapperId);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ error: "Model not found" }, { status: 404 });
    }),
    http.post(`${mappersUrl}/models`, async ({ request }) => {
      const mapper = (await request.json()) as ProtocolMapperRepresentation;
      state.posted.push(mapper);
      if (conflict(mapper.name)) {
        return HttpResponse.json(
          { errorMessage: "Protocol mapper exists with same name" },
          { status: 409 },
        );
      }
      state.mappers.push({ ...mapper, id: `new-${String(nextId++)}` });
      return new HttpResponse(null, { status: 201 });
    }),
    http.post(`${mappersUrl}/add-models`, async ({ request }) => {
      const added = (await request.json()) as ProtocolMapperRepresentation[];
      state.posted.push(added);
      for (const mapper of added) state.mappers.push({ ...mapper, id: `new-${String(nextId++)}` });
      return new HttpResponse(null, { status: 204 });
    }),
    http.put(`${mappersUrl}/models/:mapperId`, async ({ request, params }) => {
      const mapper = (await request.json()) as ProtocolMapperRepresentation;
      state.put.push(mapper);
      if (mapper.config?.["claim.value"] === "refused") {
        return HttpResponse.json({ errorMessage: "The value is refused" }, { status: 400 });
      }
      state.mappers = state.mappers.map((known) => (known.id === params.mapperId ? mapper : known));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${mappersUrl}/models/:mapperId`, ({ params }) => {
      state.deleted.push(String(params.mapperId));
      state.mappers = state.mappers.filter((mapper) => mapper.id !== params.mapperId);
      return new HttpResponse(null, { status: 204 });
    }),
    ...fakeServerHandlers(
      createFakeServer({
        realms: [{ realm: "master" }],
        whoAmI: whoAmIFor({ master: rights }),
        serverInfo: mapperServerInfo,
      }),
    ),
  );
  return state;
}

function useTestOwner(): MapperOwner {
  const realm = useRealm();
  return {
    type: "clientScopes",
    id: "scope-1",
    protocol: "openid-connect",
    canManage: useAccess().hasAccess("manage-clients"),
    mapperLink: (mapperId, viewMode) => `/${realm}/mapper-test/${mapperId}/${viewMode}`,
    mappersLink: `/${realm}/mapper-test`,
  };
}

function TabPage() {
  return <ProtocolMappersTab owner={useTestOwner()} />;
}

function MapperPage() {
  const { mapperId, viewMode } = useRouteParams<{ mapperId: string; viewMode: string }>();
  return (
    <ProtocolMapperPage
      owner={useTestOwner()}
      mapperId={mapperId}
      viewMode={viewMode === "add" ? "add" : "edit"}
    />
  );
}

/** The mapper list and the mapper page on addresses of their own, as a section would route them. */
export const mapperTestRoutes: AppRoute[] = [
  {
    name: "mapper-test",
    path: "/:realm/mapper-test",
    access: { all: ["view-clients"] },
    Page: lazyPage(
      () => Promise.resolve({ TabPage }),
      (module) => module.TabPage,
    ),
  },
  {
    name: "mapper-test-mapper",
    path: "/:realm/mapper-test/:mapperId/:viewMode",
    access: { all: ["view-clients"] },
    Page: lazyPage(
      () => Promise.resolve({ MapperPage }),
      (module) => module.MapperPage,
    ),
  },
];
