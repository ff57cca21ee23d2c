import {
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Label,
  LabelGroup,
  Skeleton,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { permissionAssociationsQuery } from "../../api/permission-query";
import type { NamedChoice } from "./permission-form-state";

function Names({ items, none }: { items: readonly NamedChoice[]; none: string }) {
  if (items.length === 0) return <>{none}</>;
  return (
    <LabelGroup numLabels={10}>
      {items.map((item) => (
        <Label key={item.id} isCompact>
          {item.name}
        </Label>
      ))}
    </LabelGroup>
  );
}

/**
 * What one permission protects and the policies that decide it, asked only once its row is
 * expanded (the list itself asks one request per page, not per row).
 */
export function PermissionAssociations({
  clientId,
  permissionId,
}: {
  clientId: string;
  permissionId: string;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const associations = useQuery(permissionAssociationsQuery(client, realm, clientId, permissionId));
  if (associations.isPending)
    return <Skeleton screenreaderText={t("authorization.permissions.list.detailsLoading")} />;
  if (associations.isError)
    return (
      <>
        {t("authorization.permissions.list.detailsError", {
          reason: errorMessage(associations.error, t).message,
        })}
      </>
    );
  const none = t("authorization.permissions.list.none");
  const { resources, scopes, policies } = associations.data;
  return (
    <DescriptionList isHorizontal isCompact>
      <DescriptionListGroup>
        <DescriptionListTerm>{t("authorization.permissions.form.resources")}</DescriptionListTerm>
        <DescriptionListDescription>
          <Names items={resources} none={none} />
        </DescriptionListDescription>
      </DescriptionListGroup>
      <DescriptionListGroup>
        <DescriptionListTerm>{t("authorization.permissions.form.scopes")}</DescriptionListTerm>
        <DescriptionListDescription>
          <Names items={scopes} none={none} />
        </DescriptionListDescription>
      </DescriptionListGroup>
      <DescriptionListGroup>
        <DescriptionListTerm>{t("authorization.permissions.form.policies")}</DescriptionListTerm>
        <DescriptionListDescription>
          <Names items={policies} none={none} />
        </DescriptionListDescription>
      </DescriptionListGroup>
    </DescriptionList>
  );
}
