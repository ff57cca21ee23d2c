import type { WorkflowRepresentation } from "@gatehouse/admin-client";

/** One step waiting for a user: the workflow it belongs to, the step, its time and state. */
export interface ScheduledStepRow {
  key: string;
  workflow: string;
  uses: string;
  after: string;
  /** Milliseconds since the epoch; undefined when the server gives no time. */
  scheduledAt: number | undefined;
  status: string;
}

/** The steps of the workflows the server reports for a user, in the order they will run. */
export function scheduledStepRows(
  workflows: readonly WorkflowRepresentation[],
): ScheduledStepRow[] {
  return workflows
    .flatMap((workflow, index) =>
      (workflow.steps ?? []).map((step, stepIndex) => ({
        key: step.id ?? `${workflow.id ?? String(index)}-${String(stepIndex)}`,
        workflow: workflow.name ?? "",
        uses: step.uses ?? "",
        after: step.after ?? "",
        scheduledAt: step["scheduled-at"],
        status: step.status ?? "",
      })),
    )
    .sort(
      (a, b) =>
        (a.scheduledAt ?? Number.MAX_SAFE_INTEGER) - (b.scheduledAt ?? Number.MAX_SAFE_INTEGER),
    );
}
