import { useFlowChange } from "./use-flow-change";

/** Removes a step, or a sub-flow with everything in it. */
export function useDeleteStep() {
  return useFlowChange((client, realm, id: string) =>
    client.authenticationManagement.delExecution({ realm, id }),
  );
}
