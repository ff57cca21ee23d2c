import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
} from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { UsersListMode } from "../users-list-mode";

export interface UsersEmptyStateProps {
  mode: UsersListMode;
  /**
   * Whether the administrator may see every user (view-users). Without it the server lists only
   * the users permissions open to them, so an empty list says nothing about the realm.
   */
  seesEveryUser: boolean;
  /** The list's own search box, shown in the prompt when user storage requires a search. */
  searchBox: ReactNode;
  addUserButton: ReactNode;
  unlockAllButton: ReactNode;
  onEditAttributes: () => void;
  onClearAttributes: () => void;
}

/**
 * What the list shows instead of rows: a prompt for a search when user storage requires one (or
 * says the search found nobody), no attribute matches, or a realm without users yet.
 */
export function UsersEmptyState({
  mode,
  seesEveryUser,
  searchBox,
  addUserButton,
  unlockAllButton,
  onEditAttributes,
  onClearAttributes,
}: UsersEmptyStateProps) {
  const { t } = useTranslation();
  if (mode.kind === "searchRequired")
    return (
      <EmptyState
        headingLevel="h2"
        titleText={
          mode.search === ""
            ? t("users.searchRequired.title")
            : t("users.searchRequired.noMatches", { search: mode.search })
        }
      >
        <EmptyStateBody>{t("users.searchRequired.body")}</EmptyStateBody>
        <EmptyStateFooter>
          {searchBox}
          <EmptyStateActions>
            {addUserButton}
            {unlockAllButton}
            <Button variant="link" onClick={onEditAttributes}>
              {t("users.attributeSearch.open")}
            </Button>
          </EmptyStateActions>
        </EmptyStateFooter>
      </EmptyState>
    );
  const byAttributes = mode.kind === "attributes";
  return (
    <EmptyState
      headingLevel="h2"
      titleText={byAttributes ? t("users.noAttributeMatches") : t("users.empty.title")}
    >
      <EmptyStateBody>
        {byAttributes
          ? t("users.noAttributeMatchesHint")
          : seesEveryUser
            ? t("users.empty.body")
            : t("users.empty.bodyLimited")}
      </EmptyStateBody>
      <EmptyStateFooter>
        <EmptyStateActions>
          {byAttributes ? (
            <Button variant="link" onClick={onClearAttributes}>
              {t("users.attributeSearch.clear")}
            </Button>
          ) : (
            addUserButton
          )}
        </EmptyStateActions>
      </EmptyStateFooter>
    </EmptyState>
  );
}
