import {
  Bullseye,
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
  Spinner,
} from "@patternfly/react-core";
import { Td, Tr } from "@patternfly/react-table";
import ExclamationCircleIcon from "@patternfly/react-icons/dist/esm/icons/exclamation-circle-icon";
import SearchIcon from "@patternfly/react-icons/dist/esm/icons/search-icon";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/shared/api/error-message";

function FullWidthRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Tr>
      <Td colSpan={colSpan}>{children}</Td>
    </Tr>
  );
}

export function LoadingRow({ colSpan }: { colSpan: number }) {
  const { t } = useTranslation();
  return (
    <FullWidthRow colSpan={colSpan}>
      <Bullseye>
        <Spinner size="xl" aria-label={t("table.loading")} />
      </Bullseye>
    </FullWidthRow>
  );
}

export function ErrorRow({
  colSpan,
  error,
  onRetry,
}: {
  colSpan: number;
  error: unknown;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  const { message, description } = errorMessage(error, t);
  return (
    <FullWidthRow colSpan={colSpan}>
      <EmptyState
        headingLevel="h2"
        titleText={t("table.loadFailed")}
        icon={ExclamationCircleIcon}
        status="danger"
        variant="sm"
      >
        <EmptyStateBody>
          {message === "" ? t("table.loadFailedNoDetail") : message}
          {description !== undefined && <p>{description}</p>}
        </EmptyStateBody>
        {onRetry !== undefined && (
          <EmptyStateFooter>
            <EmptyStateActions>
              <Button variant="primary" onClick={onRetry}>
                {t("table.tryAgain")}
              </Button>
            </EmptyStateActions>
          </EmptyStateFooter>
        )}
      </EmptyState>
    </FullWidthRow>
  );
}

export function NoResultsRow({
  colSpan,
  onClearSearch,
}: {
  colSpan: number;
  onClearSearch: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FullWidthRow colSpan={colSpan}>
      <EmptyState
        headingLevel="h2"
        titleText={t("table.noSearchResults")}
        icon={SearchIcon}
        variant="sm"
      >
        <EmptyStateBody>{t("table.noSearchResultsHint")}</EmptyStateBody>
        <EmptyStateFooter>
          <EmptyStateActions>
            <Button variant="link" onClick={onClearSearch}>
              {t("table.clearAllFilters")}
            </Button>
          </EmptyStateActions>
        </EmptyStateFooter>
      </EmptyState>
    </FullWidthRow>
  );
}

/**
 * What a list shows while it holds nothing at all (no search applied): why it is empty and, for
 * those who may add to it, the button that adds the first entry.
 */
export function EmptyListState({
  title,
  body,
  action,
}: {
  title: string;
  body: ReactNode;
  /** Left out when false or undefined, e.g. for administrators who may not create. */
  action?: ReactNode;
}) {
  return (
    <EmptyState headingLevel="h2" titleText={title}>
      <EmptyStateBody>{body}</EmptyStateBody>
      {action !== undefined && action !== false && (
        <EmptyStateFooter>
          <EmptyStateActions>{action}</EmptyStateActions>
        </EmptyStateFooter>
      )}
    </EmptyState>
  );
}

/** A title and a body of an empty state. */
export interface EmptyStateText {
  title: string;
  body: ReactNode;
}

/**
 * What a list filtered by its own form shows when empty: with filters applied, that nothing matches
 * and a button that clears them; without, why the list holds nothing.
 */
export function FilteredEmptyState({
  isFiltered,
  noMatch,
  empty,
  clearLabel,
  onClear,
}: {
  isFiltered: boolean;
  noMatch: EmptyStateText;
  empty: EmptyStateText;
  clearLabel: string;
  onClear: () => void;
}) {
  return isFiltered ? (
    <EmptyListState
      {...noMatch}
      action={
        <Button variant="link" onClick={onClear}>
          {clearLabel}
        </Button>
      }
    />
  ) : (
    <EmptyListState {...empty} />
  );
}
