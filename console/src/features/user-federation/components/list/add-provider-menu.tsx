import { Dropdown, DropdownItem, DropdownList, MenuToggle } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toNewUserFederationProvider } from "@/shared/paths/user-federation-paths";
import { userStorageKindName } from "./provider-types";

/** "Add provider": the kinds the server offers, each opening its page for a new provider. */
export function AddProviderMenu({ kinds }: { kinds: readonly string[] }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  return (
    <Dropdown
      isOpen={isOpen}
      onOpenChange={setOpen}
      onSelect={(_event, value) => {
        setOpen(false);
        if (typeof value === "string")
          void navigate(toNewUserFederationProvider({ realm, providerId: value }));
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
          {t("userFederation.list.add")}
        </MenuToggle>
      )}
    >
      <DropdownList>
        {kinds.map((kind) => (
          <DropdownItem key={kind} value={kind}>
            {userStorageKindName(kind, t)}
          </DropdownItem>
        ))}
      </DropdownList>
    </Dropdown>
  );
}
