import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { userStorageType } from "@/shared/user-federation/user-storage-type";
import { usersKeys } from "./keys";

const rememberedKey = (realm: string) => `userStorage/${realm}`;

/**
 * The answer last seen for the realm in this browser. Realms rarely gain or lose user storage, so
 * the list starts on it at once after a reload instead of waiting for the check; the check still
 * runs, and a changed answer switches the list over.
 */
export function rememberedUserStorage(realm: string): boolean | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(rememberedKey(realm)) ?? "null");
    return typeof stored === "boolean" ? stored : undefined;
  } catch {
    return undefined;
  }
}

function rememberUserStorage(realm: string, hasUserStorage: boolean): void {
  try {
    localStorage.setItem(rememberedKey(realm), JSON.stringify(hasUserStorage));
  } catch {
    // Storage full or blocked: the next reload waits for the check, as it would anyway.
  }
}

/**
 * Whether the realm reads users from an enabled user storage provider. Such a realm may hold far
 * more users than can be listed, so the list waits for a search.
 */
export function userStorageQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: usersKeys.userStorage(realm),
    queryFn: async () => {
      const providers = await client.components.find({ realm, type: userStorageType });
      const hasUserStorage = providers.some(
        (provider) => provider.config?.["enabled"]?.[0] !== "false",
      );
      rememberUserStorage(realm, hasUserStorage);
      return hasUserStorage;
    },
    initialData: () => rememberedUserStorage(realm),
    // Remembered from an earlier visit: shown at once, and checked again at once.
    initialDataUpdatedAt: 0,
    staleTime: 60_000,
    // A refusal (no view-realm) or a failure means the list loads as usual, without waiting.
    retry: false,
  });
}
