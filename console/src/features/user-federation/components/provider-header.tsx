import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { Content, FlexItem, Label } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toUserFederation } from "@/shared/paths/user-federation-paths";
import { DetailsTitle, type DetailsAction } from "@/shared/ui/details/details-title";
import { useDeleteProviderDialog } from "./list/use-delete-provider-dialog";
import { userStorageKindName } from "./list/provider-types";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

/**
 * A stored provider's title: its name, whether it is off, its kind, and for those who may manage
 * the realm a menu with the provider type's own actions and delete (confirmed; the section's list
 * opens after).
 */
export function ProviderHeader({
  provider,
  canManage,
  actions = [],
  children,
}: {
  provider: ComponentRepresentation;
  canManage: boolean;
  /** The type's own actions, before delete (an LDAP provider's synchronisations). */
  actions?: DetailsAction[];
  /** Shown under the title: what one of the actions is doing. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { askDelete, dialog } = useDeleteProviderDialog();
  const isOff = provider.config?.["enabled"]?.[0] === "false";
  return (
    <>
      {dialog}
      <DetailsTitle
        title={provider.name ?? provider.id}
        labels={
          isOff && (
            <FlexItem>
              <Label color="grey">{t("userFederation.list.disabled")}</Label>
            </FlexItem>
          )
        }
        actionsLabel={t("userFederation.details.actions")}
        actions={
          canManage
            ? [
                ...actions,
                {
                  id: "delete",
                  label: t("userFederation.delete.open"),
                  isDanger: true,
                  onSelect: () => {
                    askDelete(
                      provider,
                      () => void navigate(toUserFederation({ realm }), afterDeletion),
                    );
                  },
                },
              ]
            : []
        }
      />
      <Content component="p">
        {t("userFederation.details.kind", { kind: userStorageKindName(provider.providerId, t) })}
      </Content>
      {children}
    </>
  );
}
