import type { PolicyProviderRepresentation } from "@gatehouse/admin-client";
import { Dropdown, DropdownItem, DropdownList, MenuToggle } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { creatablePolicyTypes } from "@/shared/authorization/policies/policy-types";
import { toNewPolicy } from "@/shared/paths/client-authorization-paths";

/** The create button of the policies list: a menu of every policy type the server offers. */
export function CreatePolicyMenu({
  realm,
  clientId,
  providers,
}: {
  realm: string;
  clientId: string;
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
            onClick={() =>
              void navigate(toNewPolicy({ realm, id: clientId, policyType: provider.type ?? "" }))
            }
          >
            {provider.name ?? provider.type}
          </DropdownItem>
        ))}
      </DropdownList>
    </Dropdown>
  );
}
