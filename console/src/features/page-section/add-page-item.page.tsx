import { PageSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { PageItemForm } from "./components/page-item-form";
import { PageTitle } from "./components/page-title";
import { UnknownPage } from "./components/unknown-page";
import { usePageProvider } from "./use-page-provider";

/** Adds an item to a server-provided page, with a form generated from the provider's settings. */
export function AddPageItemPage() {
  const { t } = useTranslation();
  const { providerId, provider } = usePageProvider();
  if (provider === undefined) return <UnknownPage providerId={providerId} />;
  return (
    <>
      <PageTitle provider={provider} title={t("pageSection.add.title")} />
      <PageSection>
        <PageItemForm key={provider.id} provider={provider} />
      </PageSection>
    </>
  );
}
