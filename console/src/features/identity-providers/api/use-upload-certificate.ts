import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/**
 * Reads a PEM certificate file through the server, which answers the certificate it found in it
 * (or refuses a file that holds none). Nothing is stored until the provider is saved.
 */
export function useUploadCertificate() {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: async (file: Blob) => {
      const form = new FormData();
      form.append("keystoreFormat", "Certificate PEM");
      form.append("file", file);
      const answer = await client.identityProviders.uploadCertificate({ realm }, form);
      return answer.certificate ?? "";
    },
  });
}
