import { describe, it } from "vitest";
import { expectRequest, type RequestCase } from "./recording-fetch.js";

const user = "/admin/realms/home/users/u-1";

const cases: RequestCase[] = [
  {
    name: "listVerifiableCredentials",
    call: (c) => c.users.listVerifiableCredentials({ id: "u-1" }),
    method: "GET",
    path: `${user}/vc/credentials`,
    reply: { body: [{ credentialScopeName: "degree", revision: "1" }] },
    result: [{ credentialScopeName: "degree", revision: "1" }],
  },
  {
    name: "createVerifiableCredential sends the representation and resolves the stored one",
    call: (c) =>
      c.users.createVerifiableCredential(
        { realm: "other", id: "u-1" },
        { credentialScopeName: "degree" },
      ),
    method: "POST",
    path: "/admin/realms/other/users/u-1/vc/credentials",
    body: { credentialScopeName: "degree" },
    reply: { status: 201, body: { credentialScopeName: "degree", revision: "1" } },
    result: { credentialScopeName: "degree", revision: "1" },
  },
  {
    name: "updateVerifiableCredential encodes the scope name and sends no body",
    call: (c) => c.users.updateVerifiableCredential({ id: "u-1", credentialScopeName: "a b" }),
    method: "PUT",
    path: `${user}/vc/credentials/a%20b`,
    reply: { body: { credentialScopeName: "a b", revision: "2" } },
    result: { credentialScopeName: "a b", revision: "2" },
  },
  {
    name: "revokeVerifiableCredential",
    call: (c) => c.users.revokeVerifiableCredential({ id: "u-1", credentialScopeName: "degree" }),
    method: "DELETE",
    path: `${user}/vc/credentials/degree`,
  },
  {
    name: "listIssuedVerifiableCredentials",
    call: (c) => c.users.listIssuedVerifiableCredentials({ id: "u-1" }),
    method: "GET",
    path: `${user}/vc/issued-credentials`,
  },
  {
    name: "revokeIssuedVerifiableCredential",
    call: (c) => c.users.revokeIssuedVerifiableCredential({ id: "u-1", credentialId: "vc-9" }),
    method: "DELETE",
    path: `${user}/vc/issued-credentials/vc-9`,
  },
];

describe("Users verifiable credentials", () => {
  it.each(cases)("$name", expectRequest);
});
