import { Stack, StackItem, ToggleGroup, ToggleGroupItem } from "@patternfly/react-core";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A list shown either as a table with forms or as JSON edited whole, the table first. */
export function ViewSwitch({ list, json }: { list: ReactNode; json: ReactNode }) {
  const { t } = useTranslation();
  const [view, setView] = useState<"list" | "json">("list");
  return (
    <Stack hasGutter>
      <StackItem>
        <ToggleGroup aria-label={t("realmSettings.clientPolicies.view")}>
          <ToggleGroupItem
            text={t("realmSettings.clientPolicies.formView")}
            buttonId="client-policies-form-view"
            isSelected={view === "list"}
            onChange={() => {
              setView("list");
            }}
          />
          <ToggleGroupItem
            text={t("realmSettings.clientPolicies.jsonView")}
            buttonId="client-policies-json-view"
            isSelected={view === "json"}
            onChange={() => {
              setView("json");
            }}
          />
        </ToggleGroup>
      </StackItem>
      <StackItem>{view === "list" ? list : json}</StackItem>
    </Stack>
  );
}
