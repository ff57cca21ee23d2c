import { EmptyState, EmptyStateBody, EmptyStateFooter, PageSection } from "@patternfly/react-core";
import { ExclamationCircleIcon, LockIcon } from "@patternfly/react-icons";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "@/shared/api/error-message";

export interface ObjectUnavailableProps {
  /** Why the object is missing: the failed request, or none when the server answered "no such". */
  error: unknown;
  /** Translated title for an object that does not exist or could not be read. */
  notFound: string;
  /** Where the list of such objects is, with its translated link text. */
  back: { to: string; label: string };
  /** `h2` where the page above already has its own h1 (a form page whose object went missing). */
  headingLevel?: "h1" | "h2";
}

/**
 * What a details page shows instead of an object it could not load. The rights of a route open
 * the page, but the server decides for each object (fine-grained permissions): a refusal says so
 * as a page of its own, not as a failure.
 *
 * @example
 * <ObjectUnavailable error={user.error} notFound={t("users.details.notFound")}
 *   back={{ to: toUsers({ realm }), label: t("users.details.backToList") }} />
 */
export function ObjectUnavailable({
  error,
  notFound,
  back,
  headingLevel = "h1",
}: ObjectUnavailableProps) {
  const { t } = useTranslation();
  const failure = error === null || error === undefined ? undefined : errorMessage(error, t);
  const refused = failure?.status === 403;
  return (
    <PageSection>
      <EmptyState
        titleText={refused ? t("access.forbiddenTitle") : notFound}
        headingLevel={headingLevel}
        icon={refused ? LockIcon : ExclamationCircleIcon}
        status={refused ? undefined : "danger"}
      >
        <EmptyStateBody>
          {refused ? t("access.objectRefused") : (failure?.message ?? t("access.objectMissing"))}
        </EmptyStateBody>
        <EmptyStateFooter>
          <Link to={back.to}>{back.label}</Link>
        </EmptyStateFooter>
      </EmptyState>
    </PageSection>
  );
}
