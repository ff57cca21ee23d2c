import { EmptyState, EmptyStateBody, PageSection } from "@patternfly/react-core";
import { LockIcon } from "@patternfly/react-icons";
import { useTranslation } from "react-i18next";
import type { AccessRight } from "./rights";

export interface ForbiddenSectionProps {
  /** The rights the user lacks; the message is pluralised by their number. */
  missingRights: readonly AccessRight[];
}

/**
 * What a page shows instead of its content when the user lacks rights it needs.
 *
 * @example
 * <ForbiddenSection missingRights={["view-users", "query-groups"]} />
 */
export function ForbiddenSection({ missingRights }: ForbiddenSectionProps) {
  const { t } = useTranslation();
  return (
    <PageSection>
      <EmptyState titleText={t("access.forbiddenTitle")} headingLevel="h1" icon={LockIcon}>
        <EmptyStateBody>
          {t("forbidden", { count: missingRights.length })} {missingRights.join(", ")}
        </EmptyStateBody>
      </EmptyState>
    </PageSection>
  );
}
