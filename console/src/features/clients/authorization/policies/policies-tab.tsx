import { useRealm } from "@/shared/api/realm";
import { PoliciesList } from "@/shared/authorization/policies/policies-list";
import { toNewPolicy, toPolicyDetails } from "@/shared/paths/client-authorization-paths";
import type { ClientTabProps } from "../../api/client-query";

/** The policies of the client's resource server, linking to this client's policy pages. */
export function PoliciesTab({ client: resourceServer }: ClientTabProps) {
  const realm = useRealm();
  const id = resourceServer.id;
  return (
    <PoliciesList
      clientId={id}
      toPolicy={(policy) => toPolicyDetails({ realm, id, ...policy })}
      toNewPolicy={(policyType) => toNewPolicy({ realm, id, policyType })}
    />
  );
}
