import type {
  AuthenticationExecutionInfoRepresentation,
  Requirement,
} from "@gatehouse/admin-client";
import { useFlowChange } from "./use-flow-change";

/** Makes a step required, alternative, conditional or disabled within the flow `flowAlias`. */
export function useChangeRequirement(flowAlias: string) {
  return useFlowChange(
    (
      client,
      realm,
      {
        execution,
        requirement,
      }: { execution: AuthenticationExecutionInfoRepresentation; requirement: Requirement },
    ) =>
      client.authenticationManagement.updateExecution(
        { realm, flow: flowAlias },
        { ...execution, requirement },
      ),
  );
}
