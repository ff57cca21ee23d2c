import { PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { KerberosForm } from "./components/kerberos/kerberos-form";
import { kerberosProviderId } from "./components/kerberos/kerberos-form-state";
import { StoredProvider } from "./components/stored-provider";

/**
 * A Kerberos provider: `kerberos/new` adds one (manage-realm), `kerberos/:id` shows the stored one,
 * read-only without manage-realm.
 */
export function KerberosProviderPage() {
  const { t } = useTranslation();
  const { id } = useRouteParams<{ id: string | undefined }>();
  const canManage = useAccess().hasAccess("manage-realm");
  if (id !== undefined)
    return (
      <StoredProvider id={id} kind={kerberosProviderId}>
        {(stored) => (
          <KerberosForm key={JSON.stringify(stored)} stored={stored} canManage={canManage} />
        )}
      </StoredProvider>
    );
  if (!canManage) return <ForbiddenSection missingRights={["manage-realm"]} />;
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("userFederation.kerberos.addTitle")}</Title>
      </PageSection>
      <PageSection>
        <KerberosForm canManage />
      </PageSection>
    </>
  );
}
