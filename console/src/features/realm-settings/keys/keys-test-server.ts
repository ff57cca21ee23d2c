import type {
  ComponentRepresentation,
  ComponentTypeRepresentation,
  KeyMetadataRepresentation,
} from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import { serverUrl, testServerInfo } from "../../../../test/console-harness";
import { useRealmSettingsServer } from "../realm-settings-test-server";

const base = `${serverUrl}/admin/realms/acme`;
const keyProviderType = "org.keycloak.keys.KeyProvider";

/** Settings every key provider has, as the server describes them. */
const commonProperties = [
  { name: "priority", label: "Priority", type: "String", defaultValue: "0" },
  { name: "enabled", label: "Enabled", type: "boolean", defaultValue: "true" },
  { name: "active", label: "Active", type: "boolean", defaultValue: "true" },
];

export const keyProviderTypes: ComponentTypeRepresentation[] = [
  {
    id: "rsa-generated",
    helpText: "Generates RSA keys",
    properties: [...commonProperties],
  },
  {
    id: "ecdsa-generated",
    helpText: "Generates ECDSA keys",
    properties: [
      ...commonProperties,
      {
        name: "ecdsaEllipticCurveKey",
        label: "Elliptic Curve",
        type: "List",
        defaultValue: "P-256",
        options: ["P-256", "P-384", "P-521"],
      },
    ],
  },
];

const provider = (id: string, type: string, priority: string, extra = {}) => ({
  id,
  name: id,
  providerId: type,
  providerType: keyProviderType,
  parentId: "acme-id",
  config: { priority: [priority], ...extra },
});

export const rsaProvider = provider("rsa-main", "rsa-generated", "100");
export const backupProvider = provider("rsa-backup", "rsa-generated", "50");
export const oldProvider = provider("rsa-old", "rsa-generated", "0", { enabled: ["false"] });

export const testKeys: KeyMetadataRepresentation[] = [
  {
    providerId: "rsa-main",
    providerPriority: 100,
    kid: "kid-rsa-main",
    status: "ACTIVE",
    type: "RSA",
    algorithm: "RS256",
    publicKey: "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA",
    certificate: "MIICmzCCAYMCBgGTestCertificate",
    use: "SIG",
    validTo: Date.UTC(2036, 0, 1),
  },
  {
    providerId: "rsa-old",
    providerPriority: 0,
    kid: "kid-rsa-old",
    status: "DISABLED",
    type: "RSA",
    algorithm: "RS256",
    publicKey: "MIIBOldKey",
    use: "SIG",
  },
];

export interface KeysServerState {
  providers: ComponentRepresentation[];
  keys: KeyMetadataRepresentation[];
  /** Bodies of component creations and updates, in order, with the id updated. */
  writes: { method: string; id?: string; body: ComponentRepresentation }[];
  deleted: string[];
}

/**
 * The realm endpoints for the keys tab of the realm `acme`: its keys, its key providers (read,
 * create, update, delete) and the server's key provider types. `refuse` answers creations and
 * updates with that status and body instead of storing them.
 */
export function useKeysServer(
  server: SetupServer,
  {
    rights,
    providers = [rsaProvider, backupProvider, oldProvider],
    refuse,
  }: {
    rights?: string[];
    providers?: ComponentRepresentation[];
    refuse?: { status: number; body: object };
  } = {},
): KeysServerState {
  useRealmSettingsServer(server, rights === undefined ? {} : { rights });
  const state: KeysServerState = {
    providers: providers.map((entry) => structuredClone(entry)),
    keys: [...testKeys],
    writes: [],
    deleted: [],
  };
  server.use(
    http.get(`${serverUrl}/admin/serverinfo`, () =>
      HttpResponse.json({
        ...testServerInfo,
        componentTypes: { [keyProviderType]: keyProviderTypes },
      }),
    ),
    http.get(`${base}/keys`, () =>
      HttpResponse.json({ active: { RS256: "kid-rsa-main" }, keys: state.keys }),
    ),
    http.get(`${base}/components`, ({ request }) => {
      const type = new URL(request.url).searchParams.get("type");
      return HttpResponse.json(type === keyProviderType ? state.providers : []);
    }),
    http.get(`${base}/components/:id`, ({ params }) => {
      const found = state.providers.find((entry) => entry.id === params["id"]);
      return found === undefined
        ? HttpResponse.json({ error: "Could not find component" }, { status: 404 })
        : HttpResponse.json(found);
    }),
    http.post(`${base}/components`, async ({ request }) => {
      const body = (await request.json()) as ComponentRepresentation;
      state.writes.push({ method: "POST", body });
      if (refuse !== undefined) return HttpResponse.json(refuse.body, { status: refuse.status });
      const id = `new-${String(state.providers.length)}`;
      state.providers.push({ ...body, id });
      return new HttpResponse(null, {
        status: 201,
        headers: { Location: `${base}/components/${id}` },
      });
    }),
    http.put(`${base}/components/:id`, async ({ request, params }) => {
      const id = String(params["id"]);
      const body = (await request.json()) as ComponentRepresentation;
      state.writes.push({ method: "PUT", id, body });
      if (refuse !== undefined) return HttpResponse.json(refuse.body, { status: refuse.status });
      state.providers = state.providers.map((entry) => (entry.id === id ? body : entry));
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(`${base}/components/:id`, ({ params }) => {
      const id = String(params["id"]);
      state.deleted.push(id);
      state.providers = state.providers.filter((entry) => entry.id !== id);
      state.keys = state.keys.filter((key) => key.providerId !== id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}
