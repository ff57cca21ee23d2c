import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import type { AdminClient } from "@/shared/api/admin-client";
import { loadLinkableProviders } from "./load-linkable-providers";

/** A client whose identity-provider search answers from a list, recording each query. */
function fakeClient(providers: IdentityProviderRepresentation[]) {
  const queries: Record<string, unknown>[] = [];
  const client = {
    identityProviders: {
      find: (query: { first: number; max: number } & Record<string, unknown>) => {
        queries.push(query);
        return Promise.resolve(providers.slice(query.first, query.first + query.max));
      },
    },
  } as unknown as AdminClient;
  return { client, queries };
}

const providers = ["a", "b", "c", "d", "e"].map((alias) => ({ alias }));
const signal = new AbortController().signal;

describe("loadLinkableProviders", () => {
  it("leaves out linked providers and still fills the page", async () => {
    const { client, queries } = fakeClient(providers);
    const rows = await loadLinkableProviders(
      client,
      "r",
      [{ identityProvider: "b" }, { identityProvider: "c" }],
      { first: 0, max: 3, search: "" },
      signal,
    );
    expect(rows.map((row) => row.alias)).toEqual(["a", "d", "e"]);
    expect(queries[0]).toMatchObject({ realm: "r", first: 0, max: 5 });
    expect(queries[0]).not.toHaveProperty("search");
  });

  it("searches anywhere in the alias or name", async () => {
    const { client, queries } = fakeClient([]);
    await loadLinkableProviders(client, "r", [], { first: 10, max: 11, search: "git" }, signal);
    expect(queries[0]).toMatchObject({ first: 10, max: 11, search: "*git*" });
  });
});
