import { Divider, Dropdown, DropdownItem, DropdownList, MenuToggle } from "@patternfly/react-core";
import { ExternalLinkAltIcon, QuestionCircleIcon } from "@patternfly/react-icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useHelp } from "@/shared/ui/help/help-context";

export const documentationUrl = "https://www.keycloak.org/documentation";

/** The header's help menu: the server's documentation and the help-mode switch. */
export function HelpMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { enabled, toggle } = useHelp();
  return (
    <Dropdown
      isOpen={open}
      onOpenChange={setOpen}
      popperProps={{ position: "right" }}
      toggle={(ref) => (
        <MenuToggle
          ref={ref}
          variant="plain"
          aria-label={t("shell.help.menu")}
          isExpanded={open}
          onClick={() => {
            setOpen(!open);
          }}
          icon={<QuestionCircleIcon />}
        />
      )}
    >
      <DropdownList>
        <DropdownItem
          to={documentationUrl}
          target="_blank"
          rel="noreferrer"
          icon={<ExternalLinkAltIcon />}
          onClick={() => {
            setOpen(false);
          }}
        >
          {t("shell.help.documentation")}
        </DropdownItem>
        <Divider component="li" />
        <HelpModeItem enabled={enabled} onToggle={toggle} />
      </DropdownList>
    </Dropdown>
  );
}

/** A menu entry that switches help mode; its label says the current state. */
export function HelpModeItem({ enabled, onToggle }: { enabled: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <DropdownItem onClick={onToggle} description={t("shell.help.modeDescription")}>
      {enabled ? t("shell.help.modeOn") : t("shell.help.modeOff")}
    </DropdownItem>
  );
}
