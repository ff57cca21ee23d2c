import type { AuthenticatorConfigRepresentation } from "@gatehouse/admin-client";
import { useFlowChange } from "./use-flow-change";

/**
 * Stores a step's configuration: creates it for the execution `executionId` when the step has
 * none yet, replaces the stored one otherwise.
 */
export function useSaveConfig() {
  return useFlowChange(
    async (
      client,
      realm,
      { executionId, config }: { executionId: string; config: AuthenticatorConfigRepresentation },
    ) => {
      const auth = client.authenticationManagement;
      if (config.id === undefined) {
        await auth.createConfig({
          realm,
          id: executionId,
          alias: config.alias,
          config: config.config,
        });
      } else {
        await auth.updateConfig({ realm, ...config, id: config.id });
      }
    },
  );
}
