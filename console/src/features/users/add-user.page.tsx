import { Alert, PageSection, Skeleton, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { profileMetadataQuery } from "./api/profile-metadata-query";
import { AddUserForm } from "./components/add-user-form";

/** Creates a user from the realm's user profile. */
export function AddUserPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  // The spec opens the page to those who may look users and groups up; creating a user takes
  // manage-users, which the server asks for on the whole realm.
  const canCreate = useAccess().hasAccess("manage-users");
  const metadata = useQuery({ ...profileMetadataQuery(client, realm), enabled: canCreate });
  if (!canCreate) return <ForbiddenSection missingRights={["manage-users"]} />;
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("users.addUser.title")}</Title>
      </PageSection>
      <PageSection>
        {metadata.isPending ? (
          <Skeleton screenreaderText={t("users.loading")} />
        ) : metadata.isError ? (
          <Alert variant="danger" isInline title={t("users.profileLoadError")}>
            {errorMessage(metadata.error, t).message}
          </Alert>
        ) : (
          <AddUserForm metadata={metadata.data} />
        )}
      </PageSection>
    </>
  );
}
