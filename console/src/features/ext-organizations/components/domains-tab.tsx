import type { PhaseTwoDomainRepresentation } from "@gatehouse/admin-client";
import { Content, Label, TabContentBody } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { CopyButton } from "@/shared/ui/copy/copy-button";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { queryRows } from "@/shared/ui/table/query-rows";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { extDomainsQuery } from "../api/ext-domains-query";
import { useVerifyExtDomain } from "../api/use-verify-ext-domain";

type Domain = PhaseTwoDomainRepresentation;

/**
 * The organization's domains with whether each is verified and the DNS TXT record that proves it
 * (to copy into the domain's zone). Those who may manage organizations ask the server to check the
 * record now; domains are added and removed on the settings tab.
 */
export function DomainsTab({ orgId, canManage }: { orgId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert, addError } = useAlerts();
  const domains = useQuery(extDomainsQuery(client, realm, orgId));
  const verify = useVerifyExtDomain(orgId);

  const check = async (domain: Domain) => {
    const name = domain.domain_name ?? "";
    try {
      const checked = await verify.mutateAsync(name);
      if (checked.verified === true)
        addAlert(t("extOrganizations.domains.verified", { name }), "success");
      else addAlert(t("extOrganizations.domains.stillUnverified", { name }), "warning");
    } catch (error) {
      addError("extOrganizations.domains.verifyError", error);
    }
  };
  const recordCell = (value: string | undefined, label: string) =>
    value === undefined || value === "" ? (
      ""
    ) : (
      <Content component="p">
        <code>{value}</code> <CopyButton value={value} label={label} />
      </Content>
    );

  return (
    <TabContentBody hasPadding>
      <ClientDataTable<Domain>
        {...queryRows(domains)}
        ariaLabel={t("extOrganizations.domains.tableLabel")}
        rowKey={(domain) => domain.domain_name ?? ""}
        rowLabel={(domain) => domain.domain_name ?? ""}
        columns={[
          {
            id: "name",
            title: t("extOrganizations.domains.name"),
            value: (domain) => domain.domain_name,
            cell: (domain) => domain.domain_name,
          },
          {
            id: "verified",
            title: t("extOrganizations.domains.state"),
            cell: (domain) =>
              domain.verified === true ? (
                <Label color="green">{t("extOrganizations.domains.isVerified")}</Label>
              ) : (
                <Label color="orange">{t("extOrganizations.domains.isUnverified")}</Label>
              ),
          },
          {
            id: "recordKey",
            title: t("extOrganizations.domains.recordKey"),
            cell: (domain) =>
              recordCell(
                domain.record_key,
                t("extOrganizations.domains.copyKey", { name: domain.domain_name }),
              ),
          },
          {
            id: "recordValue",
            title: t("extOrganizations.domains.recordValue"),
            cell: (domain) =>
              recordCell(
                domain.record_value,
                t("extOrganizations.domains.copyValue", { name: domain.domain_name }),
              ),
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("extOrganizations.domains.verify"),
              isHidden: (domain: Domain) => domain.verified === true,
              onClick: (domain: Domain) => void check(domain),
            },
          ],
        })}
        emptyState={
          <EmptyListState
            title={t("extOrganizations.domains.emptyTitle")}
            body={t("extOrganizations.domains.emptyBody")}
          />
        }
      />
    </TabContentBody>
  );
}
