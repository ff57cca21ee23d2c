import { Pagination } from "@patternfly/react-core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { pageSizeOptions } from "./use-page-size";
import { popperTarget } from "@/shared/ui/popper-target";

export interface TablePaginationProps {
  position: "top" | "bottom";
  page: number;
  pageSize: number;
  /** All matching rows; `undefined` while unknown (the server gave no total and more pages follow). */
  itemCount: number | undefined;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  isDisabled?: boolean;
}

const perPageOptions = pageSizeOptions.map((value) => ({ title: String(value), value }));

/**
 * PatternFly pagination with translated texts. The bottom one has a typed page number, which
 * PatternFly keeps between 1 and the last page (the next page while the total is unknown).
 */
export function TablePagination({
  position,
  page,
  pageSize,
  itemCount,
  onPageChange,
  onPageSizeChange,
  isDisabled = false,
}: TablePaginationProps) {
  const { t } = useTranslation();
  const widgetId = useId();
  return (
    <Pagination
      role="group"
      aria-label={position === "top" ? t("table.paginationTop") : t("table.paginationBottom")}
      variant={position}
      isCompact={position === "top"}
      widgetId={widgetId}
      page={page}
      perPage={pageSize}
      itemCount={itemCount}
      perPageOptions={perPageOptions}
      isDisabled={isDisabled}
      menuAppendTo={popperTarget}
      onSetPage={(_event, next) => {
        onPageChange(next);
      }}
      onPerPageSelect={(_event, size) => {
        onPageSizeChange(size);
      }}
      toggleTemplate={({ firstIndex = 0, lastIndex = 0, itemCount: total }) => (
        <>
          {total === undefined
            ? t("table.rangeOfMany", { first: firstIndex, last: lastIndex })
            : t("table.range", { first: firstIndex, last: lastIndex, total })}
        </>
      )}
      titles={{
        items: "",
        page: "",
        pages: "",
        itemsPerPage: t("table.itemsPerPage"),
        perPageSuffix: t("table.perPageSuffix"),
        optionsToggleAriaLabel: t("table.itemsPerPage"),
        toFirstPageAriaLabel: t("table.firstPage"),
        toPreviousPageAriaLabel: t("table.previousPage"),
        toNextPageAriaLabel: t("table.nextPage"),
        toLastPageAriaLabel: t("table.lastPage"),
        currPageAriaLabel: t("table.currentPage"),
        paginationAriaLabel: t("table.pageNavigation"),
        ofWord: t("table.of"),
      }}
    />
  );
}
