import type { GlobalRequestResult } from "@gatehouse/admin-client";
import {
  ActionList,
  ActionListItem,
  Button,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
} from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DateTime } from "@/shared/ui/time/date-time";
import { usePushRevocation } from "../api/advanced-push-revocation";
import type { ClientTabProps } from "../api/client-query";
import { useUpdateClient } from "../api/use-update-client";
import { AdvancedSection, useCanEditAdvanced } from "./section-form";

/**
 * Revocation: tokens issued before the client's not-before time are refused. Managers set it to
 * now (revoking every token issued so far), clear it, and push it to the client's admin URL.
 */
export function RevocationSection({ client }: ClientTabProps) {
  const { t } = useTranslation();
  const { addAlert, addError } = useAlerts();
  const canEdit = useCanEditAdvanced();
  const update = useUpdateClient();
  const push = usePushRevocation(client.id);
  const notBefore = client.notBefore ?? 0;

  const saveNotBefore = async (seconds: number) => {
    try {
      await update.mutateAsync({ ...client, notBefore: seconds });
      addAlert(
        seconds === 0 ? t("clientAdvanced.revocation.cleared") : t("clientAdvanced.revocation.set"),
        "success",
      );
    } catch (error) {
      addError("clientAdvanced.revocation.saveError", error);
    }
  };

  const pushNotBefore = async () => {
    try {
      reportPush(await push.mutateAsync());
    } catch (error) {
      addError("clientAdvanced.revocation.pushError", error);
    }
  };

  const reportPush = ({ successRequests = [], failedRequests = [] }: GlobalRequestResult) => {
    if (failedRequests.length > 0) {
      addAlert(
        t("clientAdvanced.revocation.pushFailed", { hosts: failedRequests.join(", ") }),
        "danger",
      );
    }
    if (successRequests.length > 0) {
      addAlert(
        t("clientAdvanced.revocation.pushed", { hosts: successRequests.join(", ") }),
        "success",
      );
    }
    if (successRequests.length === 0 && failedRequests.length === 0) {
      addAlert(t("clientAdvanced.revocation.nothingToPush"), "info");
    }
  };

  return (
    <AdvancedSection
      title={t("clientAdvanced.revocation.title")}
      description={t("clientAdvanced.revocation.description")}
    >
      <DescriptionList isHorizontal>
        <DescriptionListGroup>
          <DescriptionListTerm>{t("clientAdvanced.revocation.notBefore")}</DescriptionListTerm>
          <DescriptionListDescription>
            {notBefore === 0 ? (
              t("clientAdvanced.revocation.none")
            ) : (
              <DateTime value={notBefore * 1000} />
            )}
          </DescriptionListDescription>
        </DescriptionListGroup>
      </DescriptionList>
      {canEdit && (
        <ActionList>
          <ActionListItem>
            <Button
              variant="secondary"
              isLoading={update.isPending}
              isDisabled={update.isPending}
              onClick={() => void saveNotBefore(Math.floor(Date.now() / 1000))}
            >
              {t("clientAdvanced.revocation.setToNow")}
            </Button>
          </ActionListItem>
          <ActionListItem>
            <Button
              variant="secondary"
              isDisabled={update.isPending || notBefore === 0}
              onClick={() => void saveNotBefore(0)}
            >
              {t("clientAdvanced.revocation.clear")}
            </Button>
          </ActionListItem>
          <ActionListItem>
            <Button
              variant="secondary"
              isLoading={push.isPending}
              isDisabled={push.isPending}
              onClick={() => void pushNotBefore()}
            >
              {t("clientAdvanced.revocation.push")}
            </Button>
          </ActionListItem>
        </ActionList>
      )}
    </AdvancedSection>
  );
}
