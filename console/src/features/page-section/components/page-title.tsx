import type { ComponentTypeInfoRepresentation } from "@gatehouse/admin-client";
import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { translateServerLabel } from "@/shared/lib/server-text";

/**
 * The heading of a page-section screen: `title` when given, else the page's name (the realm's
 * translation of the provider id, or the id itself) with the provider's help text under it.
 */
export function PageTitle({
  provider,
  title,
}: {
  provider: ComponentTypeInfoRepresentation;
  title?: string;
}) {
  const { t } = useTranslation();
  return (
    <PageSection>
      <Title headingLevel="h1">{title ?? translateServerLabel(provider.id, t)}</Title>
      {title === undefined && provider.helpText !== undefined && provider.helpText !== "" && (
        <Content component="p">{translateServerLabel(provider.helpText, t)}</Content>
      )}
    </PageSection>
  );
}
