import { Button, Content, Flex, FormSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useClearEvents, type StoredEventsKind } from "../api/use-clear-events";

/** Deletes the realm's stored user events or admin events, after asking. */
export function ClearEventsSection() {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const clear = useClearEvents();
  const { confirm, dialog } = useConfirmDialog();
  const key = (name: string) => `realmSettings.events.clear.${name}`;

  const askClear = (kind: StoredEventsKind) => {
    confirm({
      title: t(key(`${kind}Title`)),
      message: t(key(`${kind}Message`)),
      confirmLabel: t(key("confirm")),
      variant: "danger",
      errorTitle: t(key(`${kind}Error`)),
      onConfirm: async () => {
        await clear.mutateAsync(kind);
        addAlert(t(key(`${kind}Done`)), "success");
      },
    });
  };

  return (
    <FormSection title={t(key("title"))} titleElement="h2">
      {dialog}
      <Content component="p">{t(key("description"))}</Content>
      <Flex>
        <Button
          variant="secondary"
          isDanger
          onClick={() => {
            askClear("user");
          }}
        >
          {t(key("user"))}
        </Button>
        <Button
          variant="secondary"
          isDanger
          onClick={() => {
            askClear("admin");
          }}
        >
          {t(key("admin"))}
        </Button>
      </Flex>
    </FormSection>
  );
}
