import type { AuthenticationFlowRepresentation } from "@gatehouse/admin-client";
import { Alert, Content, FlexItem, Label } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { DetailsTitle, type DetailsAction } from "@/shared/ui/details/details-title";
import { flowUsages, type FlowUsage } from "../paths";

/**
 * The flow's title row: its alias as the page heading, labels for how it is used and whether it
 * is built in, the menu of actions on the whole flow, and its description.
 */
export function FlowHeader({
  flow,
  usedBy,
  isBuiltIn,
  canManage,
  actions,
}: {
  flow: AuthenticationFlowRepresentation;
  /** How the address says the flow is used; an unknown value shows no label. */
  usedBy: string;
  isBuiltIn: boolean;
  canManage: boolean;
  actions: readonly DetailsAction[];
}) {
  const { t } = useTranslation();
  const usage = flowUsages.find((known): known is FlowUsage => known === usedBy);
  return (
    <>
      <DetailsTitle
        title={flow.alias}
        actionsLabel={t("authentication.flowEditor.actions")}
        actions={actions}
        labels={
          <>
            {usage !== undefined && (
              <FlexItem>
                <Label color={usage === "notInUse" ? "grey" : "blue"}>
                  {t(`authentication.flowEditor.usedBy.${usage}`)}
                </Label>
              </FlexItem>
            )}
            {isBuiltIn && (
              <FlexItem>
                <Label color="orange">{t("authentication.flowEditor.builtIn")}</Label>
              </FlexItem>
            )}
          </>
        }
      />
      {flow.description !== undefined && flow.description !== "" && (
        <Content component="p">{flow.description}</Content>
      )}
      {isBuiltIn ? (
        <Alert
          isInline
          isPlain
          variant="info"
          title={t("authentication.flowEditor.builtInTitle")}
          className="pf-v6-u-mt-md"
        >
          {t("authentication.flowEditor.builtInNotice")}
        </Alert>
      ) : (
        !canManage && (
          <Alert
            isInline
            isPlain
            variant="info"
            title={t("authentication.flowEditor.readOnly")}
            className="pf-v6-u-mt-md"
          />
        )
      )}
    </>
  );
}
