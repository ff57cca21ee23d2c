import { EmptyState, EmptyStateBody, PageSection } from "@patternfly/react-core";
import { CubesIcon } from "@patternfly/react-icons";
import { useTranslation } from "react-i18next";

export interface UnavailableFeatureSectionProps {
  /** The page's own sentence: what the server lacks and how an administrator gets it. */
  reason: string;
}

/**
 * What a page shows, when opened by its address, on a server that lacks the feature it manages
 * (the navigation leaves such a page out). No request of the page is sent.
 *
 * @example
 * <UnavailableFeatureSection reason={t("workflows.unavailable")} />
 */
export function UnavailableFeatureSection({ reason }: UnavailableFeatureSectionProps) {
  const { t } = useTranslation();
  return (
    <PageSection>
      <EmptyState titleText={t("access.unavailableTitle")} headingLevel="h1" icon={CubesIcon}>
        <EmptyStateBody>{reason}</EmptyStateBody>
      </EmptyState>
    </PageSection>
  );
}
