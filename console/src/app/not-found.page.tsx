import {
  Button,
  EmptyState,
  EmptyStateBody,
  EmptyStateFooter,
  PageSection,
} from "@patternfly/react-core";
import { SearchIcon } from "@patternfly/react-icons";
import { useTranslation } from "react-i18next";
import { RouterLink } from "@/shared/ui/links/router-link";
import { toHome } from "@/features/home/paths";
import { useRealm } from "@/shared/api/realm";

/** Shown for any address the route table does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const realm = useRealm();
  return (
    <PageSection>
      <EmptyState titleText={t("shell.notFound.title")} headingLevel="h1" icon={SearchIcon}>
        <EmptyStateBody>{t("shell.notFound.description")}</EmptyStateBody>
        <EmptyStateFooter>
          <Button variant="primary" component={RouterLink} href={toHome({ realm })}>
            {t("shell.notFound.goHome")}
          </Button>
        </EmptyStateFooter>
      </EmptyState>
    </PageSection>
  );
}
