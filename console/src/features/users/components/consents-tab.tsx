import type { UserConsentRepresentation, UserRepresentation } from "@gatehouse/admin-client";
import { EmptyState, EmptyStateBody, Label, LabelGroup } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { DateTime } from "@/shared/ui/time/date-time";
import { consentsQuery } from "../api/consents-query";
import { useRevokeConsent } from "../api/use-revoke-consent";
import { useCanManageUser } from "../use-can-manage-user";
import { queryRows } from "@/shared/ui/table/query-rows";

/** The clients the user consented to, with the granted scopes; revoke one consent. */
export function ConsentsTab({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const userId = user.id ?? "";
  const consents = useQuery(consentsQuery(client, realm, userId));
  const revoke = useRevokeConsent(userId);
  const { ask, dialog } = useConfirmAction();
  const canManage = useCanManageUser(user);

  const askRevoke = (consent: UserConsentRepresentation) => {
    const clientId = consent.clientId ?? "";
    ask({
      title: t("users.consents.revokeTitle"),
      message: t("users.consents.revokeMessage", { client: clientId, username: user.username }),
      confirmLabel: t("users.consents.revoke"),
      errorTitle: t("users.consents.revokeError"),
      action: () => revoke.mutateAsync(clientId),
      successMessage: t("users.consents.revoked", { client: clientId }),
    });
  };

  return (
    <>
      {dialog}
      <ClientDataTable<UserConsentRepresentation>
        ariaLabel={t("users.consents.tableLabel")}
        {...queryRows(consents)}
        searchPlaceholder={t("users.consents.search")}
        rowKey={(consent) => consent.clientId ?? ""}
        rowLabel={(consent) => consent.clientId ?? ""}
        defaultSort={{ column: "client", direction: "asc" }}
        columns={[
          {
            id: "client",
            title: t("users.consents.client"),
            value: (consent) => consent.clientId,
            sortable: true,
            cell: (consent) => consent.clientId,
          },
          {
            id: "scopes",
            title: t("users.consents.scopes"),
            value: (consent) => (consent.grantedClientScopes ?? []).join(" "),
            cell: (consent) => (
              <LabelGroup
                numLabels={5}
                expandedText={t("users.consents.showLess")}
                collapsedText={t("users.consents.showMore", {
                  count: Math.max((consent.grantedClientScopes?.length ?? 0) - 5, 0),
                })}
              >
                {(consent.grantedClientScopes ?? []).map((scope) => (
                  <Label key={scope} isCompact>
                    {scope}
                  </Label>
                ))}
              </LabelGroup>
            ),
          },
          {
            id: "created",
            title: t("users.consents.created"),
            value: (consent) => consent.createdDate,
            sortable: true,
            cell: (consent) =>
              consent.createdDate === undefined ? null : <DateTime value={consent.createdDate} />,
          },
          {
            id: "lastUpdated",
            title: t("users.consents.lastUpdated"),
            value: (consent) => consent.lastUpdatedDate,
            sortable: true,
            cell: (consent) =>
              consent.lastUpdatedDate === undefined ? null : (
                <DateTime value={consent.lastUpdatedDate} />
              ),
          },
        ]}
        {...(canManage && {
          actions: [{ title: t("users.consents.revoke"), isDanger: true, onClick: askRevoke }],
        })}
        emptyState={
          <EmptyState headingLevel="h2" titleText={t("users.consents.emptyTitle")}>
            <EmptyStateBody>{t("users.consents.emptyBody")}</EmptyStateBody>
          </EmptyState>
        }
      />
    </>
  );
}
