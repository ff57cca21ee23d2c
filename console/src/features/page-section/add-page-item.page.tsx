import { PageSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { PageItemForm } from "./components/page-item-form";
import { PageTitle } from "./components/page-title";
import { UnknownPage } from "./components/unknown-page";
import { usePageProvider } from "./use-page-provider";

/** Adds an item to a server-provided page, with a form generated from the provider's settings. */
export function AddPageItemPage() {
  const { t } = useTranslation();
  const { providerId, provider } = usePageProvider();
  // Items are the realm's components: viewing the page takes view-realm, adding one manage-realm.
  const canAdd = useAccess().hasAccess("manage-realm");
  if (provider === undefined) return <UnknownPage providerId={providerId} />;
  if (!canAdd) return <ForbiddenSection missingRights={["manage-realm"]} />;
  return (
    <>
      <PageTitle provider={provider} title={t("pageSection.add.title")} />
      <PageSection>
        <PageItemForm key={provider.id} provider={provider} />
      </PageSection>
    </>
  );
}
