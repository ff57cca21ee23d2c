import { Alert, PageSection, Skeleton } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "@/shared/api/error-message";

/** What a page shows while the data it needs first loads; `label` is read by screen readers. */
export function PageLoading({ label }: { label: string }) {
  return (
    <PageSection>
      <Skeleton screenreaderText={label} />
    </PageSection>
  );
}

/**
 * A page whose data could not be read (the object, or what its form is made from): why, as its
 * heading and the server's words, with the way back to the list it came from.
 */
export function PageUnavailable({
  title,
  error,
  back,
}: {
  title: string;
  error?: unknown;
  back: { to: string; label: string };
}) {
  const { t } = useTranslation();
  const detail = error === undefined || error === null ? "" : errorMessage(error, t).message;
  return (
    <PageSection>
      <Alert variant="danger" isInline title={title} component="h1">
        {detail !== "" ? `${detail} ` : null}
        <Link to={back.to}>{back.label}</Link>
      </Alert>
    </PageSection>
  );
}
