import { routePath } from "@/shared/paths/route-path";

export interface WorkflowsParams {
  realm: string;
}

export const workflowsPath = "/:realm/workflows";
export const newWorkflowPath = `${workflowsPath}/new`;

export const toWorkflows = ({ realm }: WorkflowsParams): string =>
  routePath(workflowsPath, { realm });
export const toNewWorkflow = ({ realm }: WorkflowsParams): string =>
  routePath(newWorkflowPath, { realm });
