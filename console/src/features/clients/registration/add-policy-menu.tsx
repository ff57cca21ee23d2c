import type { ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { Dropdown, DropdownItem, DropdownList, MenuToggle } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { policyProviderDescription } from "./policy-property-texts";

export interface AddPolicyMenuProps {
  providers: readonly ComponentTypeRepresentation[];
  onChoose: (providerId: string) => void;
}

/** "Add policy": the server's kinds of registration policy, each with what it checks. */
export function AddPolicyMenu({ providers, onChoose }: AddPolicyMenuProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <Dropdown
      isOpen={isOpen}
      onOpenChange={setOpen}
      onSelect={(_event, value) => {
        setOpen(false);
        if (typeof value === "string") onChoose(value);
      }}
      toggle={(toggleRef) => (
        <MenuToggle
          ref={toggleRef}
          variant="primary"
          isExpanded={isOpen}
          isDisabled={providers.length === 0}
          onClick={() => {
            setOpen((open) => !open);
          }}
        >
          {t("clientRegistration.policies.add")}
        </MenuToggle>
      )}
    >
      <DropdownList>
        {providers.map((provider) => (
          <DropdownItem
            key={provider.id}
            value={provider.id}
            description={policyProviderDescription(provider, t)}
          >
            {provider.id}
          </DropdownItem>
        ))}
      </DropdownList>
    </Dropdown>
  );
}
