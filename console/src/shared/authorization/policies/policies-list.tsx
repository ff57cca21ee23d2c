import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { policiesQuery } from "../api/policies-query";
import { policyProvidersQuery } from "../api/policy-providers-query";
import { PolicyTable } from "../policy-table";
import { CreatePolicyMenu } from "./create-policy-menu";
import type { AuthorizationRights } from "../authorization-rights";
import { PolicyDependents } from "./policy-dependents";
import { policyTypeName } from "./policy-types";
import { useDeletePolicyDialog } from "./use-delete-policy-dialog";

/**
 * The resource server's policies, paged and searched by name on the server, with their type's
 * display name and description; expanding a row shows the permissions and policies that use it.
 * Creating and deleting for those who may manage authorization. Client authorization services and
 * the fine-grained admin permissions both show it, each with its own addresses.
 */
export function PoliciesList({
  clientId,
  toPolicy,
  toNewPolicy,
  rights,
}: {
  /** The internal id of the resource server's client. */
  clientId: string;
  /** The address of a stored policy's page. */
  toPolicy: (policy: { policyId: string; policyType: string }) => string;
  toNewPolicy: (policyType: string) => string;
  /** What the administrator may do, where the server judges otherwise than for a client's. */
  rights?: AuthorizationRights;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const providers = useQuery(policyProvidersQuery(client, realm, clientId));
  const { askDelete, dialog } = useDeletePolicyDialog({ realm, clientId });
  return (
    <PolicyTable
      query={policiesQuery(client, realm, clientId)}
      texts={{
        tableLabel: t("authorization.policies.list.tableLabel"),
        search: t("authorization.policies.list.search"),
        emptyTitle: t("authorization.policies.list.emptyTitle"),
        emptyBody: t("authorization.policies.list.emptyBody"),
      }}
      linkTo={(row) => toPolicy({ policyId: row.id ?? "", policyType: row.type ?? "" })}
      kindColumn={{
        id: "type",
        title: t("authorization.policies.list.type"),
        cell: (row) => policyTypeName(providers.data, row.type),
        value: (row) => row.type,
      }}
      createMenu={<CreatePolicyMenu toNewPolicy={toNewPolicy} providers={providers.data ?? []} />}
      onDelete={askDelete}
      deleteDialog={dialog}
      {...(rights !== undefined && { rights })}
      expandedContent={(row) => (
        <PolicyDependents realm={realm} clientId={clientId} policyId={row.id ?? ""} />
      )}
    />
  );
}
