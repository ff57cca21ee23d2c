import { Content, Stack, StackItem, Switch } from "@patternfly/react-core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { RoleMapping } from "@/shared/role-mapping/role-mapping";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import type { LoadedClient } from "../api/client-query";
import { useUpdateClient } from "../api/use-update-client";

/**
 * Which roles the client's tokens may carry: every role of the user (full scope allowed), or only
 * the roles mapped here (and those its client scopes bring).
 */
export function FullScopeTab({ client, canManage }: { client: LoadedClient; canManage: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const { addAlert, addError } = useAlerts();
  const update = useUpdateClient();
  // While a change is on its way, show what the administrator chose.
  const fullScope = update.isPending
    ? (update.variables.fullScopeAllowed ?? true)
    : client.fullScopeAllowed !== false;
  return (
    <Stack hasGutter>
      <StackItem>
        <Switch
          id={`${id}-full-scope`}
          label={t("clientScopeSetup.dedicated.fullScope")}
          isChecked={fullScope}
          isDisabled={!canManage || update.isPending}
          onChange={(_event, checked) => {
            update.mutate(
              { ...client, fullScopeAllowed: checked },
              {
                onSuccess: () => {
                  addAlert(t("clientScopeSetup.dedicated.fullScopeSaved"), "success");
                },
                onError: (error) => {
                  addError("clientScopeSetup.dedicated.fullScopeFailed", error);
                },
              },
            );
          }}
        />
      </StackItem>
      <StackItem>
        <Content component="p">
          {fullScope
            ? t("clientScopeSetup.dedicated.fullScopeOn")
            : t("clientScopeSetup.dedicated.fullScopeOff")}
        </Content>
      </StackItem>
      {!fullScope && (
        <StackItem>
          <RoleMapping owner={{ kind: "client", id: client.id }} canManage={canManage} />
        </StackItem>
      )}
    </Stack>
  );
}
