import type { GlobalRequestResult } from "@gatehouse/admin-client";
import { Alert, List, ListItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";

/**
 * What the server reported after telling the realm's clients: the admin addresses that took it,
 * those that failed, or that no client has an admin address to tell.
 */
export function PushResult({ result }: { result: GlobalRequestResult }) {
  const { t } = useTranslation();
  const { successRequests = [], failedRequests = [] } = result;
  if (successRequests.length === 0 && failedRequests.length === 0) {
    return <Alert isInline isPlain variant="info" title={t("sessions.push.nobody")} />;
  }
  return (
    <>
      {failedRequests.length > 0 && (
        <Alert isInline variant="danger" title={t("sessions.push.failed")}>
          <List>
            {failedRequests.map((address) => (
              <ListItem key={address}>{address}</ListItem>
            ))}
          </List>
        </Alert>
      )}
      {successRequests.length > 0 && (
        <Alert isInline variant="success" title={t("sessions.push.succeeded")}>
          <List>
            {successRequests.map((address) => (
              <ListItem key={address}>{address}</ListItem>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
