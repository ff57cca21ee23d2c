import { Dropdown, DropdownItem, DropdownList, MenuToggle } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toNewAdminPermission } from "@/shared/paths/admin-permission-paths";
import type { AdminResourceType } from "../api/resource-types-query";

/** The create button of the permissions list: one entry per resource type the server defines. */
export function CreatePermissionMenu({
  realm,
  permissionClientId,
  resourceTypes,
}: {
  realm: string;
  permissionClientId: string;
  resourceTypes: readonly AdminResourceType[];
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
          {t("permissions.admin.list.create")}
        </MenuToggle>
      )}
    >
      <DropdownList>
        {resourceTypes.map(({ type }) => (
          <DropdownItem
            key={type}
            onClick={() =>
              void navigate(toNewAdminPermission({ realm, permissionClientId, resourceType: type }))
            }
          >
            {type}
          </DropdownItem>
        ))}
      </DropdownList>
    </Dropdown>
  );
}
