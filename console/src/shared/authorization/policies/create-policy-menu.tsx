import type { PolicyProviderRepresentation } from "@gatehouse/admin-client";
import { Dropdown, DropdownItem, DropdownList, MenuToggle } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { creatablePolicyTypes } from "./policy-types";

/** The create button of the policies list: a menu of every policy type the server offers. */
export function CreatePolicyMenu({
  toNewPolicy,
  providers,
}: {
  /** The address of the create page of a policy type. */
  toNewPolicy: (policyType: string) => string;
  providers: readonly PolicyProviderRepresentation[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  return (
    <Dropdown
      isOpen={isOpen}
      onOpenChange={setOpen}
      onSelect={() => {
        setOpen(false);
      }}
      toggle={(ref) => (
        <MenuToggle
          ref={ref}
          variant="primary"
          isExpanded={isOpen}
          onClick={() => {
            setOpen(!isOpen);
          }}
        >
          {t("authorization.policies.list.create")}
        </MenuToggle>
      )}
    >
      <DropdownList>
        {creatablePolicyTypes(providers).map((provider) => (
          <DropdownItem
            key={provider.type}
            onClick={() => void navigate(toNewPolicy(provider.type ?? ""))}
          >
            {provider.name ?? provider.type}
          </DropdownItem>
        ))}
      </DropdownList>
    </Dropdown>
  );
}
