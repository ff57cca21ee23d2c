import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { Flex, Label } from "@patternfly/react-core";
import { Table, Tbody, Td, Th, Thead, Tr } from "@patternfly/react-table";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { ActionsCell } from "@/shared/ui/table/row-cells";
import { MoveButtons, useRowReorder } from "@/shared/ui/table/row-reorder";
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
  const canMove = canManage && !isSaving;
  const { rowProps } = useRowReorder({
    ids: providers.map((provider) => provider.id ?? ""),
    canMove,
    onMove,
  });

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
            <Tr key={provider.id} {...rowProps(index)}>
              {canManage && (
                <Td>
                  <MoveButtons
                    index={index}
                    count={providers.length}
                    canMove={canMove}
                    upLabel={t("realmSettings.keys.providers.moveUp", { name })}
                    downLabel={t("realmSettings.keys.providers.moveDown", { name })}
                    onMove={onMove}
                  />
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
