import type { UserRepresentation } from "@gatehouse/admin-client";
import { Alert, Button, Content, List, ListItem, Stack, StackItem } from "@patternfly/react-core";
import DownloadIcon from "@patternfly/react-icons/dist/esm/icons/download-icon";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/shared/api/error-message";
import { downloadTextFile } from "@/shared/lib/download-file";
import { UserGoneError } from "../api/bulk-operations";
import { failuresCsv, shownFailureLimit } from "../bulk-failure-report";
import type { BulkOutcome } from "../bulk-run";

export interface BulkRunResultProps {
  outcome: BulkOutcome<UserRepresentation>;
  /** Name of the failures file offered for download. */
  fileName: string;
}

/**
 * What a finished or stopped run did: how many users were changed, failed or left untouched, the
 * first failures in the order of the run, and every failure as a CSV download.
 */
export function BulkRunResult({ outcome, fileName }: BulkRunResultProps) {
  const { t } = useTranslation();
  const { total, attempted, failures, stopped } = outcome;
  const succeeded = attempted - failures.length;
  const reasonOf = (error: unknown) =>
    error instanceof UserGoneError ? t("users.bulk.userGone") : errorMessage(error, t).message;
  const title = stopped
    ? t("users.bulk.stopped", {
        count: total,
        succeeded,
        failed: failures.length,
        notAttempted: total - attempted,
      })
    : failures.length === 0
      ? t("users.bulk.allDone", { count: total })
      : t("users.bulk.someFailed", { count: failures.length, succeeded });
  const hidden = failures.length - shownFailureLimit;
  const download = () => {
    const csv = failuresCsv(failures, reasonOf, {
      username: t("users.bulk.csvUsername"),
      id: t("users.bulk.csvId"),
      reason: t("users.bulk.csvReason"),
    });
    downloadTextFile(fileName, csv, "text/csv");
  };

  return (
    <Alert
      isInline
      variant={!stopped && failures.length === 0 ? "success" : "warning"}
      title={title}
    >
      {failures.length > 0 && (
        <Stack hasGutter>
          <StackItem>
            <List aria-label={t("users.bulk.failures")}>
              {failures.slice(0, shownFailureLimit).map(({ item, error }, index) => (
                <ListItem key={item.id ?? index}>
                  {t("users.bulk.failure", {
                    username: item.username ?? item.id,
                    reason: reasonOf(error),
                  })}
                </ListItem>
              ))}
            </List>
          </StackItem>
          {hidden > 0 && (
            <StackItem>
              <Content component="p">{t("users.bulk.moreFailures", { count: hidden })}</Content>
            </StackItem>
          )}
          <StackItem>
            <Button variant="secondary" icon={<DownloadIcon />} onClick={download}>
              {t("users.bulk.downloadFailures")}
            </Button>
          </StackItem>
        </Stack>
      )}
    </Alert>
  );
}
