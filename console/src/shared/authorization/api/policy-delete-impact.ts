import type { PolicyRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";

/**
 * How many dependents are checked for being left without policies. Each check is one request, so
 * a policy used by more than this names the rest as unchecked instead of asking for them all.
 */
export const checkedDependentsLimit = 20;

/** What deleting a policy does to the permissions and aggregate policies that use it. */
export interface PolicyDeleteImpact {
  /** Dependents that keep other policies: they only lose this one. */
  keptWithout: PolicyRepresentation[];
  /** Dependents whose only policy this is: the server deletes them with it. */
  deletedWith: PolicyRepresentation[];
  /** Dependents beyond the checked limit: they lose this policy and may be deleted too. */
  unchecked: PolicyRepresentation[];
}

/**
 * Sorts a policy's dependents by what the server does on deleting it: a permission or aggregate
 * policy left without any policy is deleted too, so its associated policies are counted.
 */
export async function policyDeleteImpact(
  client: AdminClient,
  realm: string,
  clientId: string,
  dependents: PolicyRepresentation[],
  signal?: AbortSignal,
): Promise<PolicyDeleteImpact> {
  const checked = dependents.slice(0, checkedDependentsLimit);
  const counts = await Promise.all(
    checked.map(async (dependent) =>
      dependent.id === undefined
        ? Number.POSITIVE_INFINITY
        : (
            await client.clients.getAssociatedPolicies(
              { realm, id: clientId, permissionId: dependent.id },
              { signal },
            )
          ).length,
    ),
  );
  return sortByPolicyCount(checked, counts, dependents.slice(checkedDependentsLimit));
}

/** Splits checked dependents by how many policies they hold (this one among them). */
export function sortByPolicyCount(
  checked: PolicyRepresentation[],
  policyCounts: number[],
  unchecked: PolicyRepresentation[],
): PolicyDeleteImpact {
  const deletedWith = checked.filter((_, index) => (policyCounts[index] ?? 0) <= 1);
  const keptWithout = checked.filter((_, index) => (policyCounts[index] ?? 0) > 1);
  return { keptWithout, deletedWith, unchecked };
}
