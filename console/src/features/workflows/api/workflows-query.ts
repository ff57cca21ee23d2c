import type { WorkflowRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";
import { workflowsKeys } from "./keys";

/**
 * The realm's workflows, paged and searched by name on the server: the key, loader and
 * freshness the workflows table reads (`<DataTable {...workflowsQuery(client, realm)} />`).
 */
export function workflowsQuery(client: AdminClient, realm: string) {
  return {
    queryKey: workflowsKeys.list(realm),
    loader: ({ first, max, search }: PageRequest, signal: AbortSignal) =>
      client.workflows.find({ realm, first, max, ...(search !== "" && { search }) }, { signal }),
    staleTime: 30_000,
  } satisfies {
    queryKey: readonly unknown[];
    loader: (request: PageRequest, signal: AbortSignal) => Promise<WorkflowRepresentation[]>;
    staleTime: number;
  };
}
