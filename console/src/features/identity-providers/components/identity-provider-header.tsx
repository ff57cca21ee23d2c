import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import { FlexItem, Label, PageSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { toIdentityProviders } from "@/shared/paths/identity-provider-paths";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { providerTypeName } from "../api/provider-types";
import { useDeleteIdentityProviderDialog } from "./use-delete-identity-provider-dialog";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

/** The provider's name and type, with deleting it for those who may manage providers. */
export function IdentityProviderHeader({
  provider,
  canManage,
}: {
  provider: IdentityProviderRepresentation;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const serverInfo = useServerInfo();
  const { askDelete, dialog } = useDeleteIdentityProviderDialog();
  const displayName = translatePlaceholders(provider.displayName ?? "", t);
  const title = displayName.trim() === "" ? (provider.alias ?? "") : displayName;

  return (
    <PageSection>
      {dialog}
      <DetailsTitle
        title={title}
        labels={
          <>
            <FlexItem>
              <Label color="blue">{providerTypeName(serverInfo, provider.providerId)}</Label>
            </FlexItem>
            {provider.enabled === false && (
              <FlexItem>
                <Label color="grey">{t("identityProviders.list.disabled")}</Label>
              </FlexItem>
            )}
          </>
        }
        actionsLabel={t("identityProviders.list.actions")}
        actions={
          canManage
            ? [
                {
                  id: "delete",
                  label: t("identityProviders.list.delete.open"),
                  isDanger: true,
                  onSelect: () => {
                    askDelete(provider, () => {
                      void navigate(toIdentityProviders({ realm }), afterDeletion);
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
