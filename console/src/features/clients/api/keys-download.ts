import type { KeyStoreConfig } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { keyMakingTimeout } from "./keys-generate";
import type { ClientKeyUse } from "./keys-key-info-query";
import { clientsKeys } from "./keys";

export interface KeyStoreDownload {
  attr: ClientKeyUse;
  config: KeyStoreConfig;
  /** Generate a new key pair first (the key store then holds the only copy of its private key). */
  generate: boolean;
}

/**
 * A key store with one of the client's keys, as bytes for the browser to save. Generating replaces
 * the client's certificate, so the client is reloaded then.
 */
export function useDownloadClientKeyStore(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ attr, config, generate }: KeyStoreDownload) =>
      generate
        ? client.clients.generateAndDownloadKey({ realm, id, attr }, config, {
            timeout: keyMakingTimeout,
          })
        : client.clients.downloadKey({ realm, id, attr }, config),
    onSuccess: (_bytes, { generate }) =>
      generate
        ? queryClient.invalidateQueries({ queryKey: clientsKeys.client(realm, id) })
        : undefined,
  });
}
