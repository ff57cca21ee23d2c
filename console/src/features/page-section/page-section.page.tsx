import { PageSection } from "@patternfly/react-core";
import { PageItemsTable } from "./components/page-items-table";
import { PageTitle } from "./components/page-title";
import { UnknownPage } from "./components/unknown-page";
import { usePageProvider } from "./use-page-provider";

/** The items of a server-provided page (declarative UI): search, open, add, delete. */
export function PageSectionPage() {
  const { providerId, provider } = usePageProvider();
  if (provider === undefined) return <UnknownPage providerId={providerId} />;
  return (
    <>
      <PageTitle provider={provider} />
      <PageSection>
        {/* A new page starts with a fresh table: search and paging belong to one page. */}
        <PageItemsTable key={provider.id} provider={provider} />
      </PageSection>
    </>
  );
}
