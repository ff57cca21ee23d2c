import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { workflowsKeys } from "./keys";

/** The workflows with steps waiting for one user, each step with its time and state. */
export function scheduledWorkflowsQuery(client: AdminClient, realm: string, userId: string) {
  return queryOptions({
    queryKey: workflowsKeys.scheduled(realm, userId),
    queryFn: async ({ signal }) =>
      (await client.workflows.scheduled({ realm, userId }, { signal })) ?? [],
    staleTime: 10_000,
  });
}
