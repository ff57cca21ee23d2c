import type { OrganizationRepresentation } from "@gatehouse/admin-client";
import { Label, LabelGroup } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";

/** How many domains show before "show more": organizations often have many. */
export const shownDomains = 2;

/** The names of an organization's domains, in the order the server keeps them. */
export const domainsOf = (organization: OrganizationRepresentation): string[] =>
  (organization.domains ?? []).flatMap((domain) =>
    domain.name === undefined ? [] : [domain.name],
  );

/** An organization's domains as chips, the first two shown and the others behind "show more". */
export function DomainLabels({ organization }: { organization: OrganizationRepresentation }) {
  return (
    <DomainNameLabels organizationName={organization.name} domains={domainsOf(organization)} />
  );
}

/**
 * Domain names as chips, the first two shown and the others behind "show more": for organizations
 * whose domains are bare names (Phase Two's extension) as well as the built-in ones.
 */
export function DomainNameLabels({
  organizationName,
  domains,
}: {
  organizationName: string | undefined;
  domains: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <LabelGroup
      numLabels={shownDomains}
      aria-label={t("organizations.domains.of", { organization: organizationName })}
      // PatternFly fills in the count where `${remaining}` stands.
      collapsedText={t("organizations.domains.showRemaining", { remaining: "${remaining}" })}
      expandedText={t("organizations.domains.hide")}
    >
      {domains.map((domain) => (
        <Label key={domain} isCompact>
          {domain}
        </Label>
      ))}
    </LabelGroup>
  );
}
