import { Content, FlexItem, Label, PageSection, Stack } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import type { TypedClientScope } from "@/shared/client-scopes/client-scope-type";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { toClientScopes } from "@/shared/paths/client-scope-paths";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { protocolLabel, typeLabel } from "./scope-labels";
import { useDeleteClientScopesDialog } from "./use-delete-client-scopes";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

/**
 * The scope's name, protocol, realm-wide type and description, with deleting it for those who
 * may manage clients; deleting goes back to the list.
 */
export function ClientScopeHeader({
  scope,
  canManage,
}: {
  scope: TypedClientScope;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { askDelete, dialog } = useDeleteClientScopesDialog();
  const description = translatePlaceholders(scope.description ?? "", t);

  return (
    <PageSection>
      {dialog}
      <Stack hasGutter>
        <DetailsTitle
          title={scope.name}
          labels={
            <>
              <FlexItem>
                <Label color="blue">{protocolLabel(scope.protocol, t)}</Label>
              </FlexItem>
              {scope.type !== "none" && (
                <FlexItem>
                  <Label color="grey">{typeLabel(scope.type, t)}</Label>
                </FlexItem>
              )}
            </>
          }
          actionsLabel={t("clientScopes.details.actions")}
          actions={
            canManage
              ? [
                  {
                    id: "delete",
                    label: t("clientScopes.delete.open"),
                    isDanger: true,
                    onSelect: () => {
                      askDelete([scope], () => {
                        void navigate(toClientScopes({ realm }), afterDeletion);
                      });
                    },
                  },
                ]
              : []
          }
        />
        {description !== "" && <Content component="p">{description}</Content>}
      </Stack>
    </PageSection>
  );
}
