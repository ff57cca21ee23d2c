import { PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { NewRoleForm } from "@/shared/roles/new-role-form";
import { realmContainer } from "@/shared/roles/role-container";

/** Creates a realm role: a name and a description. */
export function NewRealmRolePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("roles.create.title")}</Title>
      </PageSection>
      <PageSection>
        <NewRoleForm container={realmContainer} />
      </PageSection>
    </>
  );
}
