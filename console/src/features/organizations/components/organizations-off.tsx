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
 * What the list says while the realm's organizations switch is off; those who may manage the
 * realm can turn it on from here.
 */
export function OrganizationsOff({ canManageRealm }: { canManageRealm: boolean }) {
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
      <EmptyStateBody>
        {canManageRealm ? t("organizations.off.body") : t("organizations.off.bodyNoRight")}
      </EmptyStateBody>
      {canManageRealm && (
        <EmptyStateFooter>
          <EmptyStateActions>
            <Button isLoading={enable.isPending} onClick={() => void turnOn()}>
              {t("organizations.off.enable")}
            </Button>
          </EmptyStateActions>
        </EmptyStateFooter>
      )}
    </EmptyState>
  );
}
