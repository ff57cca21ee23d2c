import { EmptyState, EmptyStateBody, PageSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";

/** Shown when the server offers no page with the address's id (or declarative UI is off). */
export function UnknownPage({ providerId }: { providerId: string }) {
  const { t } = useTranslation();
  return (
    <PageSection>
      <EmptyState headingLevel="h1" titleText={t("pageSection.unknown.title")}>
        <EmptyStateBody>{t("pageSection.unknown.body", { page: providerId })}</EmptyStateBody>
      </EmptyState>
    </PageSection>
  );
}
