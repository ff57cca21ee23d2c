import {
  FormSection,
  JumpLinks,
  JumpLinksItem,
  Sidebar,
  SidebarContent,
  SidebarPanel,
} from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { CachePolicyFields } from "../cache-policy-fields";
import { LdapAdvancedSection } from "./ldap-advanced-section";
import { LdapConnectionSection, type LdapSectionProps } from "./ldap-connection-section";
import { LdapKerberosSection } from "./ldap-kerberos-section";
import { LdapSearchSection } from "./ldap-search-section";
import { LdapSyncSection } from "./ldap-sync-section";

/** The element of the page that scrolls (the shell's main container); the jump links follow it. */
const scrollingElement = "#gatehouse-main";
/** Room for the page's sticky header above a section the jump links scroll to. */
const jumpLinkOffset = 100;

/**
 * The LDAP settings in the groups administrators know, each under its own heading, with jump
 * links beside them: the form is long. `form` wraps the sections (the add or the edit form).
 */
export function LdapSettingsSections({
  form,
  ...props
}: LdapSectionProps & { form: (sections: ReactNode) => ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { readOnly } = props;
  const sections = [
    { id: "connection", content: <LdapConnectionSection {...props} /> },
    { id: "searching", content: <LdapSearchSection readOnly={readOnly} /> },
    { id: "synchronisation", content: <LdapSyncSection readOnly={readOnly} /> },
    { id: "kerberos", content: <LdapKerberosSection readOnly={readOnly} /> },
    { id: "cache", content: <CachePolicyFields readOnly={readOnly} /> },
    { id: "advanced", content: <LdapAdvancedSection readOnly={readOnly} /> },
  ];
  const sectionId = (id: string) => `ldap-settings-${id}`;
  return (
    <Sidebar hasGutter>
      <SidebarPanel variant="sticky">
        <JumpLinks
          isVertical
          label={t("userFederation.ldap.sections")}
          toggleAriaLabel={t("userFederation.ldap.toggleSections")}
          scrollableSelector={scrollingElement}
          offset={jumpLinkOffset}
          shouldReplaceNavHistory
          expandable={{ default: "expandable", md: "nonExpandable" }}
        >
          {sections.map((section) => (
            // The address keeps the route (hash routing); `node` names the section to scroll to.
            <JumpLinksItem
              key={section.id}
              href={`#${pathname}`}
              node={`#${sectionId(section.id)}`}
            >
              {t(`userFederation.ldap.section.${section.id}`)}
            </JumpLinksItem>
          ))}
        </JumpLinks>
      </SidebarPanel>
      <SidebarContent>
        {form(
          sections.map(({ id, content }) => (
            <FormSection
              key={id}
              id={sectionId(id)}
              title={t(`userFederation.ldap.section.${id}`)}
              titleElement="h2"
            >
              {content}
            </FormSection>
          )),
        )}
      </SidebarContent>
    </Sidebar>
  );
}
