import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { Button, Flex, Label } from "@patternfly/react-core";
import ArrowDownIcon from "@patternfly/react-icons/dist/esm/icons/arrow-down-icon";
import ArrowUpIcon from "@patternfly/react-icons/dist/esm/icons/arrow-up-icon";
import GripVerticalIcon from "@patternfly/react-icons/dist/esm/icons/grip-vertical-icon";
import { Table, Tbody, Td, Th, Thead, Tr } from "@patternfly/react-table";
import { useState, type DragEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { ActionsCell } from "@/shared/ui/table/row-cells";
import { toKeyProvider } from "../paths";
import { providerPriority } from "./provider-order";

export interface KeyProvidersTableProps {
  /** The providers in the order shown: the highest priority first. */
  providers: readonly ComponentRepresentation[];
  canManage: boolean;
  /** While an order is being saved no other move starts. */
  isSaving: boolean;
  /** Moves the provider at `from` to `to` (indexes into `providers`). */
  onMove: (from: number, to: number) => void;
  onDelete: (provider: ComponentRepresentation) => void;
}

const isOff = (provider: ComponentRepresentation, setting: "enabled" | "active") =>
  provider.config?.[setting]?.[0] === "false";

/**
 * The key providers as a table that managers reorder: rows are dragged onto another row's place,
 * and the move up and move down buttons do the same from the keyboard.
 */
export function KeyProvidersTable({
  providers,
  canManage,
  isSaving,
  onMove,
  onDelete,
}: KeyProvidersTableProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  // The dragged provider's id: the list may be read again while it is dragged, moving its index.
  const [dragged, setDragged] = useState<string>();
  const [target, setTarget] = useState<number>();
  const canMove = canManage && !isSaving;
  const endDrag = () => {
    setDragged(undefined);
    setTarget(undefined);
  };
  const dragProps = (index: number) =>
    canMove
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", providers[index]?.id ?? "");
            setDragged(providers[index]?.id);
          },
          onDragOver: (event: DragEvent) => {
            if (dragged === undefined) return;
            event.preventDefault();
            setTarget(index);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            const from = providers.findIndex((provider) => provider.id === dragged);
            if (from >= 0) onMove(from, index);
            endDrag();
          },
          onDragEnd: endDrag,
        }
      : {};

  return (
    <Table aria-label={t("realmSettings.keys.providers.table")} variant="compact">
      <Thead>
        <Tr>
          {canManage && <Th screenReaderText={t("realmSettings.keys.providers.order")} />}
          <Th>{t("realmSettings.keys.providers.name")}</Th>
          <Th>{t("realmSettings.keys.providers.type")}</Th>
          <Th>{t("realmSettings.keys.providers.priority")}</Th>
          {canManage && <Th screenReaderText={t("realmSettings.keys.providers.actions")} />}
        </Tr>
      </Thead>
      <Tbody>
        {providers.map((provider, index) => {
          const name = provider.name ?? "";
          return (
            <Tr
              key={provider.id}
              {...dragProps(index)}
              style={
                target === index && dragged !== provider.id
                  ? { outline: "2px dashed var(--pf-t--global--border--color--clicked)" }
                  : undefined
              }
            >
              {canManage && (
                <Td>
                  <Flex spaceItems={{ default: "spaceItemsNone" }} flexWrap={{ default: "nowrap" }}>
                    <GripVerticalIcon
                      aria-hidden
                      style={{ cursor: canMove ? "grab" : undefined }}
                    />
                    <Button
                      variant="plain"
                      icon={<ArrowUpIcon />}
                      aria-label={t("realmSettings.keys.providers.moveUp", { name })}
                      isDisabled={!canMove || index === 0}
                      onClick={() => {
                        onMove(index, index - 1);
                      }}
                    />
                    <Button
                      variant="plain"
                      icon={<ArrowDownIcon />}
                      aria-label={t("realmSettings.keys.providers.moveDown", { name })}
                      isDisabled={!canMove || index === providers.length - 1}
                      onClick={() => {
                        onMove(index, index + 1);
                      }}
                    />
                  </Flex>
                </Td>
              )}
              <Td dataLabel={t("realmSettings.keys.providers.name")}>
                <Flex spaceItems={{ default: "spaceItemsSm" }}>
                  <Link
                    to={toKeyProvider({
                      realm,
                      id: provider.id ?? "",
                      providerType: provider.providerId ?? "",
                    })}
                  >
                    {name}
                  </Link>
                  {isOff(provider, "enabled") ? (
                    <Label color="grey" isCompact>
                      {t("realmSettings.keys.status.disabled")}
                    </Label>
                  ) : (
                    isOff(provider, "active") && (
                      <Label color="orange" isCompact>
                        {t("realmSettings.keys.status.passive")}
                      </Label>
                    )
                  )}
                </Flex>
              </Td>
              <Td dataLabel={t("realmSettings.keys.providers.type")}>{provider.providerId}</Td>
              <Td dataLabel={t("realmSettings.keys.providers.priority")}>
                {providerPriority(provider)}
              </Td>
              {canManage && (
                <ActionsCell
                  row={provider}
                  label={name}
                  actions={[
                    {
                      title: t("realmSettings.keys.providers.delete.open"),
                      isDanger: true,
                      onClick: onDelete,
                    },
                  ]}
                />
              )}
            </Tr>
          );
        })}
      </Tbody>
    </Table>
  );
}
