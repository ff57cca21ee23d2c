import { Content, PageSection } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientQuery } from "../api/client-query";

/**
 * The title row of a page of the resource server, with the client it belongs to under it. The
 * client's name is a courtesy: the page does not wait for it, nor fail without it.
 */
export function AuthorizationPageHeader({
  clientId,
  title,
}: {
  clientId: string;
  title: ReactNode;
}) {
  const { t } = useTranslation();
  const client = useQuery({ ...clientQuery(useAdminClient(), useRealm(), clientId), retry: false });
  const name = client.data?.clientId;
  return (
    <PageSection>
      {title}
      {name !== undefined && (
        <Content component="p">{t("authorization.page.ofClient", { client: name })}</Content>
      )}
    </PageSection>
  );
}
