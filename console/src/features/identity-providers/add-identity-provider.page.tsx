import { PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import { useServerInfo } from "@/shared/api/console-data";
import { AddIdentityProviderForm } from "./components/add-identity-provider-form";
import { providerTypeName, providerTypeOfPath } from "./components/provider-type-name";

/** Adds an identity provider of the type the address names. */
export function AddIdentityProviderPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The typed add pages have no providerId parameter; their fixed segment names the type.
  const params = useParams();
  const serverInfo = useServerInfo();
  const providerId = params.providerId ?? providerTypeOfPath(pathname);
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">
          {t("identityProviders.settings.addTitle", {
            type: providerTypeName(serverInfo, providerId),
          })}
        </Title>
      </PageSection>
      <PageSection>
        {/* A new type starts a new form, not one filled for the previous type. */}
        <AddIdentityProviderForm key={providerId} providerId={providerId} />
      </PageSection>
    </>
  );
}
