import type { OrganizationRepresentation } from "@gatehouse/admin-client";
import { FlexItem, Label, PageSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toOrganizations } from "@/shared/paths/organization-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { useUpdateOrganization } from "../api/use-update-organization";
import { useDeleteOrganizationDialog } from "./use-delete-organization-dialog";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

export interface OrganizationHeaderProps {
  organization: OrganizationRepresentation;
  canManage: boolean;
}

/**
 * The organization's name, a label while it is disabled, and for those who may manage it the
 * actions on the whole organization: enable or disable it, delete it.
 */
export function OrganizationHeader({ organization, canManage }: OrganizationHeaderProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const { askDelete, dialog } = useDeleteOrganizationDialog();
  const update = useUpdateOrganization(organization.id ?? "");
  const enabled = organization.enabled !== false;

  const toggleEnabled = async () => {
    try {
      // The server replaces the organization as a whole: send it back with only the switch changed.
      await update.mutateAsync({ ...organization, enabled: !enabled });
      addAlert(
        enabled ? t("organizations.header.disabledDone") : t("organizations.header.enabledDone"),
        "success",
      );
    } catch (error) {
      addError("organizations.header.toggleError", error);
    }
  };

  return (
    <PageSection>
      {dialog}
      <DetailsTitle
        title={organization.name ?? ""}
        labels={
          !enabled && (
            <FlexItem>
              <Label color="grey">{t("organizations.disabled")}</Label>
            </FlexItem>
          )
        }
        actionsLabel={t("organizations.header.actions")}
        actions={
          canManage
            ? [
                {
                  id: "toggle",
                  label: enabled
                    ? t("organizations.header.disable")
                    : t("organizations.header.enable"),
                  onSelect: () => void toggleEnabled(),
                },
                {
                  id: "delete",
                  label: t("organizations.delete.open"),
                  isDanger: true,
                  onSelect: () => {
                    askDelete(organization, () => {
                      void navigate(toOrganizations({ realm }), afterDeletion);
                    });
                  },
                },
              ]
            : []
        }
      />
    </PageSection>
  );
}
