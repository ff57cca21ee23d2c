import { Button, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { OptionSelect } from "@/shared/ui/form/option-select";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { TableColumn } from "@/shared/ui/table/table-types";
import { realmOverridesQuery, type RealmOverride } from "../api/realm-overrides-query";
import { useDeleteOverrides } from "../api/use-delete-overrides";
import { AddOverrideDialog } from "./add-override-dialog";
import { LocalePickers } from "./locale-pickers";
import { OverrideValueCell } from "./override-value-cell";
import { queryRows } from "@/shared/ui/table/query-rows";

interface RealmOverridesProps {
  /** The locales to choose from, with their names. */
  locales: readonly { key: string; label: string }[];
  initialLocale: string;
  canManage: boolean;
}

/**
 * The realm's own texts of one locale, which replace its themes' messages of the same key: a
 * searchable list where managers add texts, change them in place and delete one or several.
 */
export function RealmOverrides({ locales, initialLocale, canManage }: RealmOverridesProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const [locale, setLocale] = useState(initialLocale);
  const [isAdding, setAdding] = useState(false);
  const overrides = useQuery(realmOverridesQuery(client, realm, locale));
  const remove = useDeleteOverrides();
  const rows = overrides.data ?? [];
  const localeName = locales.find((option) => option.key === locale)?.label ?? locale;

  const askDelete = (chosen: readonly RealmOverride[], clearSelection?: () => void) => {
    confirm({
      title: t("realmSettings.localization.delete.title"),
      // Worded without plural forms: the number stands alone, as in a list's summary.
      message:
        chosen.length === 1
          ? t("realmSettings.localization.delete.one", { key: chosen[0]?.key, locale: localeName })
          : t("realmSettings.localization.delete.many", {
              number: chosen.length,
              locale: localeName,
            }),
      confirmLabel: t("realmSettings.localization.delete.confirm"),
      variant: "danger",
      errorTitle: t("realmSettings.localization.delete.error"),
      onConfirm: async () => {
        await remove.mutateAsync({ locale, keys: chosen.map((row) => row.key) });
        clearSelection?.();
        addAlert(t("realmSettings.localization.delete.done", { number: chosen.length }), "success");
      },
    });
  };

  const columns: TableColumn<RealmOverride>[] = [
    {
      id: "key",
      title: t("realmSettings.localization.key"),
      cell: (row) => row.key,
      value: (row) => row.key,
      sortable: true,
      width: 35,
    },
    {
      id: "value",
      title: t("realmSettings.localization.value"),
      cell: (row) => (
        <OverrideValueCell
          key={`${locale}/${row.key}`}
          locale={locale}
          override={row}
          canEdit={canManage}
        />
      ),
      value: (row) => row.value,
    },
  ];
  const addButton = (
    <Button
      variant="primary"
      onClick={() => {
        setAdding(true);
      }}
    >
      {t("realmSettings.localization.add.open")}
    </Button>
  );
  const localeSelect = (
    <OptionSelect
      ariaLabel={t("realmSettings.localization.locale")}
      options={locales}
      selected={locale}
      onSelect={setLocale}
    />
  );

  return (
    <>
      {dialog}
      {isAdding && (
        <AddOverrideDialog
          locale={locale}
          localeName={localeName}
          existingKeys={rows.map((row) => row.key)}
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
      <LocalePickers>{localeSelect}</LocalePickers>
      <ClientDataTable<RealmOverride>
        key={locale}
        ariaLabel={t("realmSettings.localization.overridesTable", { locale: localeName })}
        {...queryRows(overrides)}
        rows={rows}
        stateInAddress={false}
        searchPlaceholder={t("realmSettings.localization.search")}
        rowKey={(row) => row.key}
        rowLabel={(row) => row.key}
        columns={columns}
        {...(canManage && {
          selectable: "multiple" as const,
          actions: [
            {
              title: t("realmSettings.localization.delete.confirm"),
              isDanger: true,
              onClick: (row: RealmOverride) => {
                askDelete([row]);
              },
            },
          ],
        })}
        canSelectAllMatching={false}
        toolbarItems={({ selection, clearSelection }) => {
          const chosen = selection.kind === "rows" ? selection.rows : [];
          return (
            <>
              {canManage && <ToolbarItem>{addButton}</ToolbarItem>}
              {canManage && (
                <ToolbarItem>
                  <Button
                    variant="secondary"
                    isDanger
                    isDisabled={chosen.length === 0}
                    onClick={() => {
                      askDelete(chosen, clearSelection);
                    }}
                  >
                    {t("realmSettings.localization.delete.selected")}
                  </Button>
                </ToolbarItem>
              )}
            </>
          );
        }}
        emptyState={
          <EmptyListState
            title={t("realmSettings.localization.empty.title", { locale: localeName })}
            body={t("realmSettings.localization.empty.body")}
            action={canManage && addButton}
          />
        }
      />
    </>
  );
}
