import type { CertificateRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

/**
 * Where a client keeps one key pair: `jwt.credential` for signed-JWT client authentication,
 * `saml.signing` and `saml.encryption` for a SAML client's requests and assertions.
 */
export type ClientKeyUse = "jwt.credential" | "saml.signing" | "saml.encryption";

/** The certificate (and public key) a client holds for one use; empty when it has none yet. */
export function clientKeyInfoQuery(
  client: AdminClient,
  realm: string,
  id: string,
  attr: ClientKeyUse,
) {
  return queryOptions<CertificateRepresentation>({
    queryKey: clientsKeys.keyInfo(realm, id, attr),
    queryFn: () => client.clients.getKeyInfo({ realm, id, attr }),
    staleTime: 10_000,
  });
}
