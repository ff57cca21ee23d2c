import type { ClientInitialAccessPresentation } from "@gatehouse/admin-client";
import { Content, PageSection, Title } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toClients } from "@/shared/paths/client-paths";
import { InitialAccessTokenForm } from "./initial-access-token-form";
import { NewTokenDialog } from "./new-token-dialog";

/**
 * Creates an initial access token, then shows its value once: the server never returns it again.
 * Closing that dialog returns to the list of tokens.
 */
export function CreateInitialAccessTokenPage() {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const [created, setCreated] = useState<ClientInitialAccessPresentation>();
  const listPath = toClients({ realm, tab: "initial-access-token" });
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("clientRegistration.tokens.createTitle")}</Title>
        <Content component="p">{t("clientRegistration.tokens.createDescription")}</Content>
      </PageSection>
      <PageSection>
        <InitialAccessTokenForm
          onCreated={setCreated}
          onCancel={() => {
            void navigate(listPath);
          }}
        />
      </PageSection>
      {created !== undefined && (
        <NewTokenDialog
          token={created.token ?? ""}
          onClose={() => {
            void navigate(listPath);
          }}
        />
      )}
    </>
  );
}
