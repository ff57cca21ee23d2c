import { Alert, PageSection, Skeleton } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "@/shared/api/error-message";

/** What an LDAP mapper page shows while its data loads. */
export function MapperPageLoading() {
  const { t } = useTranslation();
  return (
    <PageSection>
      <Skeleton screenreaderText={t("userFederation.mappers.loading")} />
    </PageSection>
  );
}

/** A mapper page whose mapper or mapper types could not be read, with the way back to the list. */
export function MapperPageUnavailable({
  title,
  error,
  backTo,
}: {
  title: string;
  error?: unknown;
  backTo: string;
}) {
  const { t } = useTranslation();
  const detail = error === undefined || error === null ? "" : errorMessage(error, t).message;
  return (
    <PageSection>
      <Alert variant="danger" isInline title={title} component="h1">
        {detail !== "" ? `${detail} ` : null}
        <Link to={backTo}>{t("userFederation.mappers.backToList")}</Link>
      </Alert>
    </PageSection>
  );
}
