import {
  Alert,
  FormSection,
  JumpLinks,
  JumpLinksItem,
  PageSection,
  Sidebar,
  SidebarContent,
  SidebarPanel,
} from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { EditForm } from "@/shared/ui/form/edit-form";
import type { ClientTabProps } from "../api/client-query";
import { useUpdateClient } from "../api/use-update-client";
import { useCanManageClient } from "../use-can-manage-client";
import { clientFormValues, clientFrom, samlProtocol, type ClientFormValues } from "../form-state";
import { AccessSettingsFields } from "./access-fields";
import { CapabilityConfigFields } from "./capability-fields";
import type { ClientFieldGroupProps } from "./field-group-props";
import { GeneralFields } from "./general-fields";
import { LoginSettingsFields } from "./login-fields";
import { LogoutSettingsFields } from "./logout-fields";
import { SamlCapabilityFields } from "./saml-capability-fields";
import { SamlSignatureFields } from "./saml-signature-fields";
import { applyClientFieldError } from "./server-field-errors";

/** The element of the page that scrolls (the shell's main container); the jump links follow it. */
const scrollingElement = "#gatehouse-main";
/** Room for the page's sticky header above a section the jump links scroll to (spec: 100). */
const jumpLinkOffset = 100;

interface Section {
  id: string;
  title: string;
  Fields: (props: ClientFieldGroupProps) => ReactNode;
}

/**
 * A client's settings, in the sections of its protocol, with links that jump to each section.
 * Saves the client as loaded with the changes on top; a refused address is marked on its field and
 * what was typed stays. Without the right to manage the client everything is shown read-only.
 * Remount with a new `key` when the client reloads, so the form starts from what the server holds.
 */
export function ClientSettingsTab({ client }: ClientTabProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const canManage = useCanManageClient(client, "configure");
  const update = useUpdateClient();
  const form = useForm<ClientFormValues>({
    defaultValues: clientFormValues(client),
    mode: "onChange",
  });
  const isSaml = client.protocol === samlProtocol;

  const sections: Section[] = [
    { id: "general", title: t("clientSettings.section.general"), Fields: GeneralFields },
    ...(isSaml
      ? [
          {
            id: "samlCapabilities",
            title: t("clientSettings.section.samlCapabilities"),
            Fields: SamlCapabilityFields,
          },
          {
            id: "signature",
            title: t("clientSettings.section.signature"),
            Fields: SamlSignatureFields,
          },
          { id: "access", title: t("clientSettings.section.access"), Fields: AccessSettingsFields },
        ]
      : [
          { id: "access", title: t("clientSettings.section.access"), Fields: AccessSettingsFields },
          {
            id: "capability",
            title: t("clientSettings.section.capability"),
            Fields: CapabilityConfigFields,
          },
        ]),
    { id: "login", title: t("clientSettings.section.login"), Fields: LoginSettingsFields },
    { id: "logout", title: t("clientSettings.section.logout"), Fields: LogoutSettingsFields },
  ];
  const sectionId = (id: string) => `client-settings-${id}`;

  const save = async (values: ClientFormValues) => {
    try {
      await update.mutateAsync(clientFrom(values, client));
    } catch (error) {
      applyClientFieldError(error, form.setError, t);
      throw error;
    }
  };

  return (
    <PageSection>
      <Sidebar hasGutter>
        <SidebarPanel variant="sticky">
          <JumpLinks
            isVertical
            label={t("clientSettings.sections")}
            toggleAriaLabel={t("clientSettings.toggleSections")}
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
                {section.title}
              </JumpLinksItem>
            ))}
          </JumpLinks>
        </SidebarPanel>
        <SidebarContent>
          {!canManage && (
            <Alert variant="info" isInline isPlain title={t("clientSettings.readOnly")} />
          )}
          <EditForm
            form={form}
            save={save}
            isSaving={update.isPending}
            canEdit={canManage}
            savedMessage={t("clientSettings.saved")}
            saveErrorKey="clientSettings.saveError"
          >
            {sections.map(({ id, title, Fields }) => (
              <FormSection key={id} id={sectionId(id)} title={title} titleElement="h2">
                <Fields form={form} isDisabled={!canManage} />
              </FormSection>
            ))}
          </EditForm>
        </SidebarContent>
      </Sidebar>
    </PageSection>
  );
}
