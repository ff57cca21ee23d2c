import type { UserProfileAttribute, UserProfileConfig } from "@gatehouse/admin-client";
import {
  Button,
  Content,
  Flex,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from "@patternfly/react-core";
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon } from "@patternfly/react-icons";
import { Table, Tbody, Td, Th, Thead, Tr } from "@patternfly/react-table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { RouterLink } from "@/shared/ui/links/router-link";
import { ActionsCell } from "@/shared/ui/table/row-cells";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { useUpdateUserProfile } from "../api/use-update-user-profile";
import { toAddAttribute, toEditAttribute } from "../paths";
import {
  builtInAttributes,
  moveName,
  withAttributeOrder,
  withoutAttribute,
} from "./attribute-form-state";

export interface UserProfileTabProps {
  config: UserProfileConfig;
  /** manage-realm: without it the lists are read-only. */
  canManage: boolean;
}

/**
 * The profile's attributes in the order forms show them. Those who may manage the realm reorder
 * them by dragging a row or with its move buttons (each move saves the new order at once), open
 * one to edit it, and delete any but the username and e-mail after confirming.
 */
export function AttributesTab({ config, canManage }: UserProfileTabProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const update = useUpdateUserProfile();
  const { confirm, dialog } = useConfirmDialog();
  const attributes = config.attributes ?? [];
  // The order as shown: moved at once, before the server has it, and put back if it refuses.
  const [order, setOrder] = useState(() => attributes.map((attribute) => attribute.name ?? ""));
  const [dragged, setDragged] = useState<number>();
  const byName = new Map(attributes.map((attribute) => [attribute.name ?? "", attribute]));
  const rows = order.flatMap((name) => byName.get(name) ?? []);

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= order.length) return;
    const before = order;
    const next = moveName(order, from, to);
    setOrder(next);
    update.mutate((stored) => withAttributeOrder(stored, next), {
      onSuccess: () => {
        addAlert(t("realmSettings.userProfile.orderSaved"), "success");
      },
      onError: (error) => {
        setOrder(before);
        addError("realmSettings.userProfile.orderError", error);
      },
    });
  };

  const askDelete = (attribute: UserProfileAttribute) => {
    const name = attribute.name ?? "";
    confirm({
      title: t("realmSettings.userProfile.deleteAttributeTitle", { name }),
      message: t("realmSettings.userProfile.deleteAttributeMessage", { name }),
      confirmLabel: t("realmSettings.userProfile.delete"),
      variant: "danger",
      onConfirm: async () => {
        await update.mutateAsync((stored) => withoutAttribute(stored, name));
        addAlert(t("realmSettings.userProfile.attributeDeleted", { name }), "success");
      },
    });
  };

  const createButton = canManage && (
    <Button component={RouterLink} href={toAddAttribute({ realm })}>
      {t("realmSettings.userProfile.createAttribute")}
    </Button>
  );
  if (rows.length === 0) {
    return (
      <EmptyListState
        title={t("realmSettings.userProfile.noAttributes")}
        body={t("realmSettings.userProfile.noAttributesBody")}
        action={createButton}
      />
    );
  }

  return (
    <>
      {dialog}
      <Toolbar>
        <ToolbarContent>
          <ToolbarItem>
            <Content component="p">
              {canManage
                ? t("realmSettings.userProfile.orderHelp")
                : t("realmSettings.userProfile.orderReadOnly")}
            </Content>
          </ToolbarItem>
          {createButton && <ToolbarItem>{createButton}</ToolbarItem>}
        </ToolbarContent>
      </Toolbar>
      <Table aria-label={t("realmSettings.userProfile.attributes")} variant="compact">
        <Thead>
          <Tr>
            {canManage && <Th screenReaderText={t("realmSettings.userProfile.order")} />}
            <Th>{t("realmSettings.userProfile.name")}</Th>
            <Th>{t("realmSettings.userProfile.displayName")}</Th>
            <Th>{t("realmSettings.userProfile.group")}</Th>
            {canManage && <Th screenReaderText={t("realmSettings.userProfile.actions")} />}
          </Tr>
        </Thead>
        <Tbody>
          {rows.map((attribute, index) => {
            const name = attribute.name ?? "";
            return (
              <Tr
                key={name}
                draggable={canManage && !update.isPending}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = "move";
                  setDragged(index);
                }}
                onDragOver={(event) => {
                  if (dragged !== undefined) event.preventDefault();
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  if (dragged !== undefined) move(dragged, index);
                  setDragged(undefined);
                }}
                onDragEnd={() => {
                  setDragged(undefined);
                }}
                data-testid={`attribute-row-${name}`}
              >
                {canManage && (
                  <Td>
                    <Flex flexWrap={{ default: "nowrap" }} gap={{ default: "gapXs" }}>
                      <GripVerticalIcon aria-hidden="true" />
                      <Button
                        variant="plain"
                        icon={<ArrowUpIcon />}
                        aria-label={t("realmSettings.userProfile.moveUp", { name })}
                        isDisabled={index === 0 || update.isPending}
                        onClick={() => {
                          move(index, index - 1);
                        }}
                      />
                      <Button
                        variant="plain"
                        icon={<ArrowDownIcon />}
                        aria-label={t("realmSettings.userProfile.moveDown", { name })}
                        isDisabled={index === rows.length - 1 || update.isPending}
                        onClick={() => {
                          move(index, index + 1);
                        }}
                      />
                    </Flex>
                  </Td>
                )}
                <Td dataLabel={t("realmSettings.userProfile.name")}>
                  {canManage ? (
                    <Link to={toEditAttribute({ realm, attributeName: name })}>{name}</Link>
                  ) : (
                    name
                  )}
                </Td>
                <Td dataLabel={t("realmSettings.userProfile.displayName")}>
                  {translatePlaceholders(attribute.displayName ?? "", t)}
                </Td>
                <Td dataLabel={t("realmSettings.userProfile.group")}>{attribute.group ?? ""}</Td>
                {canManage && (
                  <ActionsCell
                    row={attribute}
                    label={name}
                    actions={[
                      {
                        title: t("realmSettings.userProfile.edit"),
                        onClick: () => {
                          void navigate(toEditAttribute({ realm, attributeName: name }));
                        },
                      },
                      {
                        title: t("realmSettings.userProfile.delete"),
                        isDanger: true,
                        isDisabled: () => builtInAttributes.includes(name),
                        onClick: askDelete,
                      },
                    ]}
                  />
                )}
              </Tr>
            );
          })}
        </Tbody>
      </Table>
    </>
  );
}
