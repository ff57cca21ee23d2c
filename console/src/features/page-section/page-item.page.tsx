import { Alert, PageSection, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { pageItemQuery } from "./api/page-item-query";
import { PageItemForm } from "./components/page-item-form";
import { PageTitle } from "./components/page-title";
import type { PageItemParams } from "./paths";
import { UnknownPage } from "./components/unknown-page";
import { usePageProvider } from "./use-page-provider";

/** One item of a server-provided page: its settings, editable by realm managers. */
export function PageItemPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { id } = useRouteParams<PageItemParams>();
  const { providerId, provider } = usePageProvider();
  const item = useQuery(pageItemQuery(client, realm, id));

  if (provider === undefined) return <UnknownPage providerId={providerId} />;
  if (item.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("pageSection.loading")} />
      </PageSection>
    );
  }
  if (item.isError || item.data === null || item.data.providerId !== provider.id) {
    return (
      <PageSection>
        <Alert variant="danger" isInline title={t("pageSection.details.notFound")}>
          {item.isError ? errorMessage(item.error, t).message : null}
        </Alert>
      </PageSection>
    );
  }
  return (
    <>
      <PageTitle provider={provider} title={item.data.name ?? ""} />
      <PageSection>
        {/* Remount on a new version of the item, so the form starts from what was saved. */}
        <PageItemForm key={JSON.stringify(item.data)} provider={provider} item={item.data} />
      </PageSection>
    </>
  );
}
