import { useFlowChange } from "./use-flow-change";

/**
 * Moves a step `places` places among its siblings: up when negative, down when positive. The
 * server moves a step one place per call, so this makes one call per place, never more than
 * the number of places asked for.
 */
export function useMoveStep() {
  return useFlowChange(async (client, realm, { id, places }: { id: string; places: number }) => {
    const auth = client.authenticationManagement;
    for (let done = 0; done < Math.abs(places); done++) {
      if (places < 0) await auth.raisePriorityExecution({ realm, id });
      else await auth.lowerPriorityExecution({ realm, id });
    }
  });
}
