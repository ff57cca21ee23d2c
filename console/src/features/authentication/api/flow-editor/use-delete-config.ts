import { useFlowChange } from "./use-flow-change";

/** Removes a step's configuration; the step runs with its defaults again. */
export function useDeleteConfig() {
  return useFlowChange((client, realm, id: string) =>
    client.authenticationManagement.delConfig({ realm, id }),
  );
}
