import { Button, Split, SplitItem, StackItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";

/** Previous and next page of the picker's list; shown only when there is more than one page. */
export function GroupPager({
  page,
  hasMore,
  onPageChange,
}: {
  /** The current page, from 0. */
  page: number;
  hasMore: boolean;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (page === 0 && !hasMore) return null;
  return (
    <StackItem>
      <Split hasGutter>
        <SplitItem>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={page === 0}
            onClick={() => {
              onPageChange(page - 1);
            }}
          >
            {t("groupPicker.previous")}
          </Button>
        </SplitItem>
        <SplitItem>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={!hasMore}
            onClick={() => {
              onPageChange(page + 1);
            }}
          >
            {t("groupPicker.next")}
          </Button>
        </SplitItem>
      </Split>
    </StackItem>
  );
}
