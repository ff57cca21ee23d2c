import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { realmSettingsKeys } from "./keys";

/**
 * Adds or replaces one of the realm's own texts (`PUT /localization/{locale}/{key}` with the bare
 * text), then reloads the locale's texts, the locales that have any and the resolved messages.
 */
export function useSaveOverride() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locale, key, value }: { locale: string; key: string; value: string }) =>
      client.realms.addLocalization({ realm, selectedLocale: locale, key }, value),
    onSuccess: () => invalidateOverrides(queryClient, realm),
  });
}

/** What a change to the realm's own texts makes stale. */
export function invalidateOverrides(
  queryClient: ReturnType<typeof useQueryClient>,
  realm: string,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: realmSettingsKeys.allOverrides(realm) }),
    queryClient.invalidateQueries({ queryKey: realmSettingsKeys.overrideLocales(realm) }),
    queryClient.invalidateQueries({ queryKey: realmSettingsKeys.allEffectiveMessages(realm) }),
  ]);
}
