import { describe, it } from "vitest";
import { created, expectRequest, type RequestCase } from "./recording-fetch.js";

const base = "/admin/realms/home/components";

const cases: RequestCase[] = [
  {
    name: "find sends the filters",
    call: (c) => c.components.find({ parent: "p-1", type: "org.keycloak.keys.KeyProvider" }),
    method: "GET",
    path: base,
    query: "parent=p-1&type=org.keycloak.keys.KeyProvider",
  },
  {
    name: "create resolves the id",
    call: (c) =>
      c.components.create({
        name: "rsa",
        providerId: "rsa-generated",
        config: { priority: ["10"] },
      }),
    method: "POST",
    path: base,
    body: { name: "rsa", providerId: "rsa-generated", config: { priority: ["10"] } },
    reply: created(`${base}/k-1`),
    result: { id: "k-1" },
  },
  {
    name: "findOne resolves undefined on 404",
    call: (c) => c.components.findOne({ id: "k-1" }),
    method: "GET",
    path: `${base}/k-1`,
    reply: { status: 404, body: { error: "Could not find component" } },
    result: undefined,
  },
  {
    name: "update",
    call: (c) => c.components.update({ id: "k-1", realm: "other" }, { name: "rsa2" }),
    method: "PUT",
    path: "/admin/realms/other/components/k-1",
    body: { name: "rsa2" },
  },
  {
    name: "del",
    call: (c) => c.components.del({ id: "k-1" }),
    method: "DELETE",
    path: `${base}/k-1`,
  },
  {
    name: "listSubComponents sends the type as query",
    call: (c) =>
      c.components.listSubComponents({
        id: "ldap-1",
        type: "org.keycloak.storage.ldap.mappers.LDAPStorageMapper",
      }),
    method: "GET",
    path: `${base}/ldap-1/sub-component-types`,
    query: "type=org.keycloak.storage.ldap.mappers.LDAPStorageMapper",
  },
];

describe("Components request building", () => {
  it.each(cases)("$name", expectRequest);
});
