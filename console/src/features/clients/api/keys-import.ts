import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { ClientKeyUse } from "./keys-key-info-query";
import { clientsKeys } from "./keys";

/** Formats the server reads a client key from; the first ones are key stores, the rest text. */
export const keyArchiveFormats = ["JKS", "PKCS12", "BCFKS"] as const;
export const keyTextFormats = ["Certificate PEM", "Public Key PEM", "JSON Web Key Set"] as const;
export type KeyImportFormat = (typeof keyArchiveFormats)[number] | (typeof keyTextFormats)[number];

export interface KeyImport {
  attr: ClientKeyUse;
  format: KeyImportFormat;
  /** The key store file, or the text of a PEM or JSON Web Key Set. */
  file: Blob | string;
  keyAlias?: string;
  storePassword?: string;
  /** Only where the private key is kept too (SAML keys). */
  keyPassword?: string;
  /** Keep the private key from the key store (SAML); otherwise only the certificate is taken. */
  withPrivateKey: boolean;
}

export const isKeyArchive = (format: KeyImportFormat): boolean =>
  (keyArchiveFormats as readonly string[]).includes(format);

/** The multipart form the server's key upload reads. */
export function keyImportForm(input: KeyImport): FormData {
  const form = new FormData();
  form.append("keystoreFormat", input.format);
  form.append("file", typeof input.file === "string" ? new Blob([input.file]) : input.file);
  if (isKeyArchive(input.format)) {
    form.append("keyAlias", input.keyAlias ?? "");
    form.append("storePassword", input.storePassword ?? "");
    if (input.withPrivateKey && input.keyPassword !== undefined && input.keyPassword !== "")
      form.append("keyPassword", input.keyPassword);
  }
  return form;
}

/**
 * Replaces one of the client's keys with an imported one. The client is reloaded afterwards, as
 * it carries the certificate among its attributes.
 */
export function useImportClientKey(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: KeyImport) => {
      const params = { realm, id, attr: input.attr };
      return input.withPrivateKey
        ? client.clients.uploadKey(params, keyImportForm(input))
        : client.clients.uploadCertificate(params, keyImportForm(input));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.client(realm, id) }),
  });
}
