import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { userStorageType } from "@/shared/user-federation/user-storage-type";
import {
  cacheConfig,
  cacheFormValues,
  cacheSettingKeys,
  type CacheSettingKey,
} from "./cache-policy";

/**
 * What every user-storage provider's form holds besides its own settings: the name, whether it is
 * on, its priority and its cache policy, all under `config` as the server keeps them (except the
 * name). Pure; each provider's form state builds on it.
 */
export interface CommonProviderValues {
  name: string;
  config: { enabled: boolean; priority: string } & Record<CacheSettingKey, string>;
}

export function commonProviderValues(
  provider: ComponentRepresentation | undefined,
): CommonProviderValues {
  const config = provider?.config;
  return {
    name: provider?.name ?? "",
    config: {
      enabled: config?.["enabled"]?.[0] !== "false",
      priority: config?.["priority"]?.[0] ?? "0",
      ...cacheFormValues(config),
    },
  };
}

export interface ProviderTarget {
  /** The provider's kind: `kerberos`, `ldap` or a custom provider's id. */
  providerId: string;
  /** The stored provider when editing: its id and the settings no field shows are kept. */
  original?: ComponentRepresentation | undefined;
}

/**
 * The component to store: the stored one's configuration first (settings this console does not
 * show survive a save), then the common settings, then `config`, the provider's own settings
 * already as lists of strings.
 */
export function providerComponent(
  common: CommonProviderValues,
  config: Record<string, string[]>,
  { providerId, original }: ProviderTarget,
): ComponentRepresentation {
  const kept = Object.fromEntries(
    Object.entries(original?.config ?? {}).filter(
      ([key]) => !(cacheSettingKeys as readonly string[]).includes(key),
    ),
  );
  return {
    ...(original?.id !== undefined && { id: original.id }),
    name: common.name.trim(),
    providerId: original?.providerId ?? providerId,
    providerType: userStorageType,
    // A new provider gets no parent: the server hangs it below the realm.
    ...(original?.parentId !== undefined && { parentId: original.parentId }),
    config: {
      ...kept,
      enabled: [String(common.config.enabled)],
      priority: [common.config.priority.trim() === "" ? "0" : common.config.priority.trim()],
      ...cacheConfig(common.config),
      ...config,
    },
  };
}
