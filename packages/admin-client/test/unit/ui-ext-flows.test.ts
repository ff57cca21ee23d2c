import { describe, it } from "vitest";
import { expectRequest, type RequestCase } from "./recording-fetch.js";

const base = "/admin/realms/home/ui-ext/authentication-management";

const cases: RequestCase[] = [
  {
    name: "findFlows",
    call: (c) => c.uiExtFlows.findFlows(),
    method: "GET",
    path: `${base}/flows`,
    reply: { status: 200, body: [{ id: "f1", alias: "browser" }] },
    result: [{ id: "f1", alias: "browser" }],
  },
  {
    name: "findFlowUsers puts kind and id in the path and pages in the query",
    call: (c) => c.uiExtFlows.findFlowUsers({ kind: "clients", id: "f1", first: 10, max: 11 }),
    method: "GET",
    path: `${base}/clients/f1`,
    query: "first=10&max=11",
    reply: { status: 200, body: ["app"] },
    result: ["app"],
  },
  {
    name: "findFlowUsers of identity providers with a search, in another realm",
    call: (c) =>
      c.uiExtFlows.findFlowUsers({ realm: "other", kind: "idp", id: "f2", search: "git" }),
    method: "GET",
    path: "/admin/realms/other/ui-ext/authentication-management/idp/f2",
    query: "search=git",
  },
];

describe("UiExtFlows request building", () => {
  it.each(cases)("$name", expectRequest);
});
