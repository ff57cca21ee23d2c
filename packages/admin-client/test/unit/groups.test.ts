import { describe, expect, it } from "vitest";
import { created, expectRequest, recordingClient, type RequestCase } from "./recording-fetch.js";

const groups = "/admin/realms/home/groups";
const orgGroups = "/admin/realms/home/organizations/o-1/groups";

const cases: RequestCase[] = [
  {
    name: "createChildGroup resolves the new id from Location",
    call: (c) => c.groups.createChildGroup({ id: "g-1" }, { name: "leaf" }),
    method: "POST",
    path: `${groups}/g-1/children`,
    body: { name: "leaf" },
    reply: created(`${groups}/g-2`),
    result: { id: "g-2" },
  },
  {
    name: "updateChildGroup moves the group in the body under the parent",
    call: (c) => c.groups.updateChildGroup({ id: "g-1" }, { id: "g-3", name: "moved" }),
    method: "POST",
    path: `${groups}/g-1/children`,
    body: { id: "g-3", name: "moved" },
  },
  {
    name: "updateRoot moves the group in the body to the top level",
    call: (c) => c.groups.updateRoot({ realm: "other", id: "g-3", name: "moved" }),
    method: "POST",
    path: "/admin/realms/other/groups",
    body: { id: "g-3", name: "moved" },
  },
  {
    name: "organization groups: find",
    call: (c) => c.organizations.groups("o-1").find({ search: "eng", populateHierarchy: true }),
    method: "GET",
    path: orgGroups,
    query: "search=eng&populateHierarchy=true",
  },
  {
    name: "organization groups: create in another realm",
    call: (c) => c.organizations.groups("o-1").create({ realm: "other", name: "eng" }),
    method: "POST",
    path: "/admin/realms/other/organizations/o-1/groups",
    body: { name: "eng" },
    reply: created("/admin/realms/other/organizations/o-1/groups/g-5"),
    result: { id: "g-5" },
  },
  {
    name: "organization groups: children and role mappings below the group",
    call: (c) => c.organizations.groups("o-1").listRealmRoleMappings({ id: "g-5" }),
    method: "GET",
    path: `${orgGroups}/g-5/role-mappings/realm`,
  },
  {
    name: "addMemberToOrgGroup",
    call: (c) =>
      c.organizations.groups("o-1").addMemberToOrgGroup({ groupId: "g-5", userId: "u-1" }),
    method: "PUT",
    path: `${orgGroups}/g-5/members/u-1`,
  },
  {
    name: "removeMemberFromOrgGroup",
    call: (c) =>
      c.organizations.groups("o-1").removeMemberFromOrgGroup({ groupId: "g-5", userId: "u-1" }),
    method: "DELETE",
    path: `${orgGroups}/g-5/members/u-1`,
  },
  {
    name: "listOrgGroups reads the member's groups of the organization",
    call: (c) =>
      c.organizations.groups("o-1").listOrgGroups({ id: "u-1", search: "en", first: 0, max: 5 }),
    method: "GET",
    path: "/admin/realms/home/organizations/o-1/members/u-1/groups",
    query: "search=en&first=0&max=5",
  },
];

describe("Groups request building", () => {
  it.each(cases)("$name", expectRequest);

  it("tells realm groups from organization groups", () => {
    const { client } = recordingClient();
    expect(client.groups.isOrgGroups()).toBe(false);
    expect(client.groups.getOrgId()).toBeUndefined();
    const orgGroupsResource = client.organizations.groups("o-1");
    expect(orgGroupsResource.isOrgGroups()).toBe(true);
    expect(orgGroupsResource.getOrgId()).toBe("o-1");
  });

  it("listOrgGroups needs an organization", async () => {
    const { client, calls } = recordingClient();
    await expect(client.groups.listOrgGroups({ id: "u-1" })).rejects.toThrow(
      'The path parameter "orgId" is missing',
    );
    expect(calls).toEqual([]);
  });
});
