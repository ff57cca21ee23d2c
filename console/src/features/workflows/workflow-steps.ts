import type { WorkflowRepresentation } from "@gatehouse/admin-client";
import type { TFunction } from "i18next";

/**
 * A workflow's steps in one line for the list: each step provider, with its wait when it has one
 * ("notify-user (after 7d), disable-user (after 30d)").
 */
export function stepsSummary(workflow: WorkflowRepresentation, t: TFunction): string {
  return (workflow.steps ?? [])
    .map((step) => {
      const uses = step.uses ?? "";
      return step.after === undefined || step.after === ""
        ? uses
        : t("workflows.steps.after", { step: uses, after: step.after });
    })
    .join(", ");
}
