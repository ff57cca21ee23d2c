import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useRealm } from "@/shared/api/realm";
import { toClients, type ClientsTab } from "@/shared/paths/client-paths";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { ClientsTable } from "./components/clients-table";
import { ClientRegistrationTab } from "./registration/client-registration-tab";
import { InitialAccessTokensTab } from "./registration/initial-access-tokens-tab";

/**
 * The realm's clients: search, open, create, import, export and delete; beside the list, the
 * initial access tokens and the client registration policies for administrators who may see them.
 */
export function ClientsPage() {
  const { t } = useTranslation();
  const realm = useRealm();
  const access = useAccess();
  // A registration sub-tab's address (`client-registration/:subTab`) has no `:tab`.
  const registrationSubTab = useParams()["subTab"];

  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("clients.title")}</Title>
        <Content component="p">{t("clients.description")}</Content>
      </PageSection>
      <PageSection>
        <RoutedTabs<ClientsTab>
          ariaLabel={t("clients.tabs.list")}
          linkTo={(tab) => toClients({ realm, tab })}
          requested={registrationSubTab === undefined ? undefined : "client-registration"}
          tabs={[
            { key: "list", title: t("clients.tabs.list"), content: <ClientsTable /> },
            {
              key: "initial-access-token",
              title: t("clients.tabs.initialAccessTokens"),
              isShown: access.hasAccess("manage-clients"),
              content: <InitialAccessTokensTab />,
            },
            {
              key: "client-registration",
              title: t("clients.tabs.clientRegistration"),
              isShown: access.hasAccess("view-clients"),
              content: <ClientRegistrationTab />,
            },
          ]}
        />
      </PageSection>
    </>
  );
}
