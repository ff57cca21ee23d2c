import { describe, expect, it, vi } from "vitest";
import type { AdminClient } from "@/shared/api/admin-client";
import { createTestI18n } from "../../../../test/render";
import {
  checkedDependentsLimit,
  policyDeleteImpact,
  sortByPolicyCount,
} from "../api/policy-delete-impact";
import { deleteMessageLines } from "./delete-policy-message";

const named = (name: string) => ({ id: `${name}-id`, name });

describe("deleting a policy", () => {
  it("sorts dependents left without policies apart from those keeping others", () => {
    const impact = sortByPolicyCount(
      [named("only-this"), named("keeps-one"), named("only-this-permission")],
      [1, 2, 1],
      [],
    );
    expect(impact.deletedWith.map((policy) => policy.name)).toEqual([
      "only-this",
      "only-this-permission",
    ]);
    expect(impact.keptWithout.map((policy) => policy.name)).toEqual(["keeps-one"]);
  });

  it("asks each dependent's policies up to the limit and names the rest unchecked", async () => {
    const dependents = Array.from({ length: checkedDependentsLimit + 3 }, (_, index) =>
      named(`dep-${String(index)}`),
    );
    const getAssociatedPolicies = vi.fn(({ permissionId }: { permissionId: string }) =>
      Promise.resolve(permissionId === "dep-0-id" ? [named("x")] : [named("x"), named("y")]),
    );
    const client = { clients: { getAssociatedPolicies } } as unknown as AdminClient;
    const impact = await policyDeleteImpact(client, "shop", "c1", dependents);
    expect(getAssociatedPolicies).toHaveBeenCalledTimes(checkedDependentsLimit);
    expect(impact.deletedWith.map((policy) => policy.name)).toEqual(["dep-0"]);
    expect(impact.keptWithout).toHaveLength(checkedDependentsLimit - 1);
    expect(impact.unchecked.map((policy) => policy.name)).toEqual(["dep-20", "dep-21", "dep-22"]);
  });

  it("says which permissions and policies are deleted with the policy", async () => {
    const { t } = await createTestI18n();
    expect(deleteMessageLines(t, "p", { keptWithout: [], deletedWith: [], unchecked: [] })).toEqual(
      ["The policy p will be deleted. No permission or policy uses it."],
    );
    expect(
      deleteMessageLines(t, "p", {
        keptWithout: [named("shared")],
        deletedWith: [named("alone"), named("single")],
        unchecked: [],
      }),
    ).toEqual([
      "The policy p will be deleted.",
      "These permissions and policies will no longer use it: shared.",
      "These permissions and policies have no other policy and will be deleted with it: alone, single.",
    ]);
  });
});
