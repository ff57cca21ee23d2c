import KeycloakAdminClient, { type UserRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { serverUrl, startMswServer } from "../../../../test/console-harness";
import { noUsersFilter } from "../search-state";
import {
  findMatchingUsers,
  TooManyMatchesError,
  type CollectProgress,
} from "./find-matching-users";

const server = startMswServer();
const usersUrl = `${serverUrl}/admin/realms/acme/users`;
const noFilter = noUsersFilter;

function adminClient() {
  const client = new KeycloakAdminClient({ baseUrl: serverUrl });
  client.registerTokenProvider({ getAccessToken: () => Promise.resolve("test-token") });
  return client;
}

const people = (count: number): UserRepresentation[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `id-${String(index)}`,
    username: `user${String(index)}`,
  }));

/** Answers pages of `users` like Keycloak, recording the `first` of each request. */
function serveUsers(users: UserRepresentation[], { ignoresFirst = false } = {}) {
  const firsts: number[] = [];
  server.use(
    http.get(usersUrl, ({ request }) => {
      const url = new URL(request.url);
      const first = Number(url.searchParams.get("first"));
      const max = Number(url.searchParams.get("max"));
      firsts.push(first);
      const from = ignoresFirst ? 0 : first;
      return HttpResponse.json(users.slice(from, from + max));
    }),
  );
  return firsts;
}

describe("findMatchingUsers", () => {
  it("reads pages until a short one and reports pages read and users found", async () => {
    const firsts = serveUsers(people(25));
    const progress: CollectProgress[] = [];
    const result = await findMatchingUsers(adminClient(), "acme", "", noFilter, {
      pageSize: 10,
      onProgress: (step) => progress.push(step),
    });
    expect(result.stopped).toBe(false);
    expect(result.users.map((user) => user.username)).toEqual(
      people(25).map((user) => user.username),
    );
    expect(firsts).toEqual([0, 10, 20]);
    expect(progress).toEqual([
      { pages: 0, found: 0 },
      { pages: 1, found: 10 },
      { pages: 2, found: 20 },
      { pages: 3, found: 25 },
    ]);
  });

  it("ends at a page that repeats one already read, when the server ignores first", async () => {
    const firsts = serveUsers(people(30), { ignoresFirst: true });
    const result = await findMatchingUsers(adminClient(), "acme", "", noFilter, { pageSize: 10 });
    expect(firsts).toEqual([0, 10]);
    expect(result.users).toHaveLength(10);
  });

  it("gives up past its page limit instead of acting on a part of the matches", async () => {
    const firsts = serveUsers(people(100));
    await expect(
      findMatchingUsers(adminClient(), "acme", "", noFilter, { pageSize: 10, pageLimit: 3 }),
    ).rejects.toEqual(new TooManyMatchesError(30));
    expect(firsts).toEqual([0, 10, 20]);
  });

  it("stops after the page being read when asked to", async () => {
    const controller = new AbortController();
    const firsts = serveUsers(people(100));
    const result = await findMatchingUsers(adminClient(), "acme", "", noFilter, {
      pageSize: 10,
      signal: controller.signal,
      onProgress: ({ pages }) => {
        if (pages === 2) controller.abort();
      },
    });
    expect(result).toMatchObject({ stopped: true });
    expect(result.users).toHaveLength(20);
    expect(firsts).toEqual([0, 10]);
  });
});
