import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
} from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useEnableOrganizations } from "../api/use-enable-organizations";

/**
 * What the list says while the realm's organizations switch is off, with the button that turns it
 * on (the list shows only to those who may manage the realm, who may turn it on).
 */
export function OrganizationsOff() {
  const { t } = useTranslation();
  const { addAlert, addError } = useAlerts();
  const enable = useEnableOrganizations();

  const turnOn = async () => {
    try {
      await enable.mutateAsync();
      addAlert(t("organizations.off.done"), "success");
    } catch (error) {
      addError("organizations.off.error", error);
    }
  };

  return (
    <EmptyState headingLevel="h2" titleText={t("organizations.off.title")}>
      <EmptyStateBody>{t("organizations.off.body")}</EmptyStateBody>
      <EmptyStateFooter>
        <EmptyStateActions>
          <Button isLoading={enable.isPending} onClick={() => void turnOn()}>
            {t("organizations.off.enable")}
          </Button>
        </EmptyStateActions>
      </EmptyStateFooter>
    </EmptyState>
  );
}
