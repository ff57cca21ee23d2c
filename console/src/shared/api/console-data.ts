import type {
  RealmRepresentation,
  ServerInfoRepresentation,
  WhoAmIRepresentation,
} from "@gatehouse/admin-client";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useAdminClient } from "./admin-client";
import { realmQuery, serverInfoQuery, whoAmIQuery } from "./console-queries";
import { useEnvironment } from "./environment-context";
import { isFeatureEnabled, type FeatureName } from "./features";
import { useRealm } from "./realm";

/**
 * Who-am-I for the current realm. The shell loads it before any page renders, so this reads the
 * cache; elsewhere it suspends until loaded.
 *
 * @example
 * const { displayName, temporary } = useWhoAmI();
 */
export function useWhoAmI(): WhoAmIRepresentation {
  const client = useAdminClient();
  const environment = useEnvironment();
  const realm = useRealm();
  return useSuspenseQuery(whoAmIQuery(client, environment.realm, realm)).data;
}

/** The server info (version, features, providers, component types). */
export function useServerInfo(): ServerInfoRepresentation {
  const client = useAdminClient();
  return useSuspenseQuery(serverInfoQuery(client)).data;
}

/** The current realm's representation; `null` when it does not exist. */
export function useRealmRepresentation(): RealmRepresentation | null {
  const client = useAdminClient();
  const realm = useRealm();
  return useSuspenseQuery(realmQuery(client, realm)).data;
}

/**
 * Whether the server has a feature switched on.
 *
 * @example
 * const workflows = useIsFeatureEnabled(Feature.Workflows);
 */
export function useIsFeatureEnabled(feature: FeatureName): boolean {
  return isFeatureEnabled(useServerInfo(), feature);
}
