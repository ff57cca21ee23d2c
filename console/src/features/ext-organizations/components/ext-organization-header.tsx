import type { PhaseTwoOrganizationRepresentation } from "@gatehouse/admin-client";
import { FlexItem, Label, PageSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";
import { toExtOrganizations } from "../paths";
import { useDeleteExtOrganizationDialog } from "./use-delete-ext-organization-dialog";

/**
 * The organization's name with its display name beside it and, for those who may manage
 * organizations, deleting it (after a confirmation), which goes back to the list.
 */
export function ExtOrganizationHeader({
  organization,
  canManage,
}: {
  organization: PhaseTwoOrganizationRepresentation;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { askDelete, dialog } = useDeleteExtOrganizationDialog();
  const displayName = organization.displayName ?? "";
  return (
    <PageSection>
      {dialog}
      <DetailsTitle
        title={organization.name ?? ""}
        labels={
          displayName !== "" &&
          displayName !== organization.name && (
            <FlexItem>
              <Label color="blue">{displayName}</Label>
            </FlexItem>
          )
        }
        actionsLabel={t("extOrganizations.header.actions")}
        actions={
          canManage
            ? [
                {
                  id: "delete",
                  label: t("extOrganizations.delete.open"),
                  isDanger: true,
                  onSelect: () => {
                    askDelete(organization, () => {
                      void navigate(toExtOrganizations({ realm }), afterDeletion);
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
