import {
  Divider,
  Dropdown,
  DropdownGroup,
  DropdownItem,
  DropdownList,
  MenuToggle,
} from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { toAddIdentityProvider } from "@/shared/paths/identity-provider-paths";
import { providerTypeGroups, typeName } from "../api/provider-types";

/** A button opening the server's provider types, user-defined then social, each opening its add page. */
export function AddProviderMenu() {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const groups = providerTypeGroups(useServerInfo());
  const sections = [
    {
      key: "userDefined",
      label: t("identityProviders.list.userDefined"),
      types: groups.userDefined,
    },
    { key: "social", label: t("identityProviders.list.social"), types: groups.social },
  ].filter((section) => section.types.length > 0);

  return (
    <Dropdown
      isOpen={isOpen}
      onOpenChange={setOpen}
      isScrollable
      onSelect={(_event, value) => {
        setOpen(false);
        if (typeof value === "string")
          void navigate(toAddIdentityProvider({ realm, providerId: value }));
      }}
      toggle={(toggleRef) => (
        <MenuToggle
          ref={toggleRef}
          variant="primary"
          isExpanded={isOpen}
          onClick={() => {
            setOpen((open) => !open);
          }}
        >
          {t("identityProviders.list.add")}
        </MenuToggle>
      )}
    >
      {sections.map((section, index) => (
        <DropdownGroup key={section.key} label={section.label} labelHeadingLevel="h2">
          {index > 0 && <Divider />}
          <DropdownList>
            {section.types.map((type) => (
              <DropdownItem key={type.id} value={type.id}>
                {typeName(type)}
              </DropdownItem>
            ))}
          </DropdownList>
        </DropdownGroup>
      ))}
    </Dropdown>
  );
}
