import { Button, Label, LabelGroup, Popover } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FlowRow } from "./flow-usage";
import { FlowUsersList } from "./flow-users-list";

/**
 * Where a flow is used: a label per binding of the realm that runs it, or a button that shows the
 * clients or identity providers choosing it (loaded only when asked for), or "Not in use".
 */
export function FlowUsedBy({ row }: { row: FlowRow }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const { flow, bindings, usage } = row;

  if (bindings.length > 0)
    return (
      <LabelGroup
        aria-label={t("authentication.flows.usedByOf", { name: flow.alias })}
        numLabels={7}
      >
        {bindings.map((binding) => (
          <Label key={binding} color="blue">
            {t(`authentication.flows.binding.${binding}`)}
          </Label>
        ))}
      </LabelGroup>
    );
  if (usage === "notInUse") return <>{t("authentication.flows.notInUse")}</>;
  // The extension saw a binding the realm read here does not show (it changed in between).
  if (usage === "default") return <>{t("authentication.flows.boundByRealm")}</>;

  const kind = usage === "specificClients" ? "clients" : "idp";
  const title =
    kind === "clients"
      ? t("authentication.flows.usersList.clientsOf", { name: flow.alias })
      : t("authentication.flows.usersList.providersOf", { name: flow.alias });
  return (
    <Popover
      isVisible={isOpen}
      shouldOpen={() => {
        setIsOpen(true);
      }}
      shouldClose={() => {
        setIsOpen(false);
      }}
      headerContent={title}
      bodyContent={isOpen ? <FlowUsersList id={flow.id} kind={kind} /> : null}
      closeBtnAriaLabel={t("dialogs.close")}
    >
      <Button variant="link" isInline>
        {kind === "clients"
          ? t("authentication.flows.specificClients")
          : t("authentication.flows.specificProviders")}
      </Button>
    </Popover>
  );
}
