import type {
  GroupRepresentation,
  MemberRepresentation,
  OrganizationRepresentation,
} from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  serverUrl,
  whoAmIFor,
} from "../../../test/console-harness";

/** What the fake organization endpoints hold; tests read it to see what the server stored. */
export interface OrganizationState {
  organization: OrganizationRepresentation;
  members: MemberRepresentation[];
  /** The organization's groups, flat, each with its parent's id (none at the top). */
  groups: (GroupRepresentation & { id: string })[];
  /** Group id → member ids. */
  groupMembers: Record<string, string[]>;
  /** The query strings of the member list requests, in order. */
  memberRequests: URLSearchParams[];
  calls: string[];
}

/**
 * The organization endpoints the members and groups tabs use, answering from the state: one
 * organization, its members (paged, searched on username and e-mail, filtered by type), member
 * removal, and its groups with their children, members, create and delete.
 */
export function useOrganizationServer(
  server: SetupServer,
  {
    rights = fullAdminRights,
    state: given,
  }: { rights?: string[]; state?: Partial<OrganizationState> } = {},
): OrganizationState {
  const state: OrganizationState = {
    organization: { id: "org-1", name: "Acme", alias: "acme" },
    members: [],
    groups: [],
    groupMembers: {},
    memberRequests: [],
    calls: [],
    ...given,
  };
  const base = `${serverUrl}/admin/realms/:realm/organizations/:orgId`;
  const record = (request: Request) => {
    state.calls.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  const page = (rows: readonly object[], params: URLSearchParams) => {
    const first = Number(params.get("first") ?? "0");
    const max = Number(params.get("max") ?? "100");
    return HttpResponse.json(rows.slice(first, first + max));
  };
  server.use(
    http.get(base, () => HttpResponse.json(state.organization)),
    http.get(`${base}/members`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      state.memberRequests.push(params);
      const search = (params.get("search") ?? "").toLowerCase();
      const type = params.get("membershipType");
      const matching = state.members.filter(
        (member) =>
          (type === null || member.membershipType === type) &&
          [member.username, member.email].some((text) =>
            (text ?? "").toLowerCase().includes(search),
          ),
      );
      return page(matching, params);
    }),
    http.get(`${base}/invitations`, ({ request }) => {
      record(request);
      return HttpResponse.json([]);
    }),
    http.delete(`${base}/members/:userId`, ({ request, params }) => {
      record(request);
      state.members = state.members.filter((member) => member.id !== params.userId);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${base}/groups`, ({ request }) =>
      page(
        state.groups.filter((group) => group.parentId === undefined),
        new URL(request.url).searchParams,
      ),
    ),
    http.post(`${base}/groups`, async ({ request }) => {
      record(request);
      const group = (await request.json()) as GroupRepresentation;
      const id = `group-${String(state.groups.length + 1)}`;
      state.groups.push({ ...group, id });
      return new HttpResponse(null, {
        status: 201,
        headers: { location: `${serverUrl}/admin/realms/master/organizations/org-1/groups/${id}` },
      });
    }),
    http.get(`${base}/groups/:id/children`, ({ request, params }) =>
      page(
        state.groups.filter((group) => group.parentId === params.id),
        new URL(request.url).searchParams,
      ),
    ),
    http.post(`${base}/groups/:id/children`, async ({ request, params }) => {
      record(request);
      const group = (await request.json()) as GroupRepresentation;
      const id = `group-${String(state.groups.length + 1)}`;
      state.groups.push({ ...group, id, parentId: String(params.id) });
      return new HttpResponse(null, {
        status: 201,
        headers: { location: `${serverUrl}/admin/realms/master/organizations/org-1/groups/${id}` },
      });
    }),
    http.delete(`${base}/groups/:id`, ({ request, params }) => {
      record(request);
      state.groups = state.groups.filter(
        (group) => group.id !== params.id && group.parentId !== params.id,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${base}/groups/:id/members`, ({ request, params }) => {
      const ids = state.groupMembers[String(params.id)] ?? [];
      return page(
        state.members.filter((member) => ids.includes(member.id ?? "")),
        new URL(request.url).searchParams,
      );
    }),
    // After the organization's own: the console's catch-all realm endpoints would answer first.
    ...fakeServerHandlers(createFakeServer({ whoAmI: whoAmIFor({ master: rights }) })),
  );
  return state;
}
