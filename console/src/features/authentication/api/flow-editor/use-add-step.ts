import { useFlowChange } from "./use-flow-change";

/** Adds the provider `provider` as a step (or condition) at the end of the flow `flowAlias`. */
export function useAddStep() {
  return useFlowChange(
    (client, realm, { flowAlias, provider }: { flowAlias: string; provider: string }) =>
      client.authenticationManagement.addExecution(
        { realm, flow: flowAlias },
        { providerId: provider },
      ),
  );
}
