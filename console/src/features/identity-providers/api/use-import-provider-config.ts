import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/** Where the metadata comes from: an address the server reads, or a file the user chose. */
export type MetadataSource = { fromUrl: string } | { file: File };

/**
 * Asks the server to read a provider's metadata (an OpenID Connect discovery document or a SAML
 * descriptor) and answer it as the provider's config. Nothing is stored.
 */
export function useImportProviderConfig(providerId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: (source: MetadataSource) => {
      if ("fromUrl" in source)
        return client.identityProviders.importFromUrl({
          realm,
          providerId,
          fromUrl: source.fromUrl.trim(),
        });
      const body = new FormData();
      body.append("providerId", providerId);
      body.append("file", source.file);
      return client.identityProviders.importFromFile({ realm }, body);
    },
  });
}
