import type { RoleRepresentation } from "@gatehouse/admin-client";
import {
  Content,
  Dropdown,
  DropdownItem,
  DropdownList,
  Flex,
  FlexItem,
  Label,
  MenuToggle,
  PageSection,
  Stack,
  Title,
} from "@patternfly/react-core";
import { EllipsisVIcon } from "@patternfly/react-icons";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { toRealmRoles } from "@/shared/paths/role-paths";
import { useDeleteRoles } from "./use-delete-roles";

/**
 * The role's name, whether it is composite and its description, with deleting it for
 * administrators who may manage the realm; deleting goes back to the list.
 */
export function RoleHeader({
  role,
  canManage,
}: {
  role: RoleRepresentation & { id: string };
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { askDelete, dialog } = useDeleteRoles();
  const [open, setOpen] = useState(false);
  const description = translatePlaceholders(role.description ?? "", t);

  return (
    <PageSection>
      {dialog}
      <Stack hasGutter>
        <Flex
          justifyContent={{ default: "justifyContentSpaceBetween" }}
          alignItems={{ default: "alignItemsCenter" }}
        >
          <Flex alignItems={{ default: "alignItemsCenter" }}>
            <FlexItem>
              <Title headingLevel="h1">{role.name}</Title>
            </FlexItem>
            {role.composite === true && (
              <FlexItem>
                <Label color="blue">{t("roles.compositeLabel")}</Label>
              </FlexItem>
            )}
          </Flex>
          {canManage && (
            <FlexItem>
              <Dropdown
                isOpen={open}
                onOpenChange={setOpen}
                popperProps={{ position: "right" }}
                toggle={(toggleRef) => (
                  <MenuToggle
                    ref={toggleRef}
                    variant="plain"
                    aria-label={t("roles.details.actions")}
                    isExpanded={open}
                    onClick={() => {
                      setOpen(!open);
                    }}
                    icon={<EllipsisVIcon />}
                  />
                )}
              >
                <DropdownList>
                  <DropdownItem
                    isDanger
                    onClick={() => {
                      setOpen(false);
                      askDelete([role], () => {
                        void navigate(toRealmRoles({ realm }));
                      });
                    }}
                  >
                    {t("roles.delete.open")}
                  </DropdownItem>
                </DropdownList>
              </Dropdown>
            </FlexItem>
          )}
        </Flex>
        {description !== "" && <Content component="p">{description}</Content>}
      </Stack>
    </PageSection>
  );
}
