import { Content, Flex, FlexItem, Progress, Spinner } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import type { CollectProgress } from "../api/find-matching-users";
import type { BulkProgress } from "../bulk-run";

/**
 * Users found so far while "all matching" users are read, against the count when the list knew
 * it, so a long collection shows it is moving before the first user is changed.
 */
export function CollectingProgress({
  progress,
  expected,
}: {
  progress: CollectProgress;
  expected: number | undefined;
}) {
  const { t } = useTranslation();
  const text = t("users.bulk.collected", { found: progress.found, pages: progress.pages });
  if (expected === undefined || expected === 0) {
    return (
      <Flex spaceItems={{ default: "spaceItemsSm" }} alignItems={{ default: "alignItemsCenter" }}>
        <FlexItem>
          <Spinner size="md" aria-label={t("users.bulk.collecting")} />
        </FlexItem>
        <FlexItem>
          <Content component="p">{t("users.bulk.collecting")}</Content>
          <Content component="p" aria-live="polite">
            {text}
          </Content>
        </FlexItem>
      </Flex>
    );
  }
  return (
    <Progress
      title={t("users.bulk.collecting")}
      value={Math.min(100, (progress.found / expected) * 100)}
      label={text}
      valueText={text}
    />
  );
}

/** Users tried so far while the action runs. */
export function ChangingProgress({ progress }: { progress: BulkProgress }) {
  const { t } = useTranslation();
  const text = t("users.bulk.progress", { done: progress.done, total: progress.total });
  return (
    <Progress
      title={t("users.bulk.progressTitle")}
      value={progress.total === 0 ? 0 : (progress.done / progress.total) * 100}
      label={text}
      valueText={text}
    />
  );
}
