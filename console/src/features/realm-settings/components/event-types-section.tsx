import { Button, Content, FormSection, ToolbarItem } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { PickerDialog } from "@/shared/ui/dialogs/picker-dialog";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { realmSettingsKeys } from "../api/keys";
import { useUpdateEventsConfig } from "../api/use-update-events-config";
import { withEventTypes, withoutEventTypes } from "../events-config-state";

interface EventTypeRow {
  type: string;
}

/**
 * The user event types the realm stores, as a table: add types the server knows through a
 * dialog, remove one or several after asking. Each change is saved at once.
 */
export function EventTypesSection({ saved, canEdit }: { saved: string[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const serverInfo = useServerInfo();
  const update = useUpdateEventsConfig();
  const { confirm, dialog } = useConfirmDialog();
  const [adding, setAdding] = useState(false);
  const known = [...(serverInfo.enums?.["eventType"] ?? [])].sort((a, b) => a.localeCompare(b));
  const addable = known.filter((type) => !saved.includes(type)).map((type) => ({ type }));
  const key = (name: string) => `realmSettings.events.types.${name}`;

  const add = async (chosen: EventTypeRow[]) => {
    const types = chosen.map((row) => row.type);
    await update.mutateAsync((latest) => ({
      ...latest,
      enabledEventTypes: withEventTypes(latest.enabledEventTypes ?? [], types),
    }));
    addAlert(t(key("added"), { count: types.length }), "success");
  };
  const askRemove = (types: string[], done?: () => void) => {
    confirm({
      title: t(key("removeTitle")),
      message: t(key("removeMessage"), { types: types.join(", ") }),
      confirmLabel: t(key("remove")),
      variant: "danger",
      errorTitle: t(key("removeError")),
      onConfirm: async () => {
        await update.mutateAsync((latest) => ({
          ...latest,
          enabledEventTypes: withoutEventTypes(latest.enabledEventTypes ?? [], types),
        }));
        done?.();
        addAlert(t(key("removed"), { types: types.join(", ") }), "success");
      },
    });
  };
  const addButton = canEdit && (
    <Button
      variant="secondary"
      onClick={() => {
        setAdding(true);
      }}
    >
      {t(key("add"))}
    </Button>
  );

  return (
    <FormSection title={t(key("title"))} titleElement="h2">
      <Content component="p">{t(key("description"))}</Content>
      {dialog}
      <ClientDataTable<EventTypeRow>
        ariaLabel={t(key("title"))}
        rows={saved.map((type) => ({ type }))}
        stateInAddress={false}
        searchPlaceholder={t(key("search"))}
        rowKey={(row) => row.type}
        rowLabel={(row) => row.type}
        columns={[
          {
            id: "type",
            title: t(key("type")),
            cell: (row) => row.type,
            value: (row) => row.type,
            sortable: true,
          },
        ]}
        {...(canEdit && {
          selectable: "multiple" as const,
          canSelectAllMatching: false,
          actions: [
            {
              title: t(key("remove")),
              isDanger: true,
              onClick: (row: EventTypeRow) => {
                askRemove([row.type]);
              },
            },
          ],
        })}
        toolbarItems={(context) =>
          canEdit && (
            <>
              <ToolbarItem>{addButton}</ToolbarItem>
              <ToolbarItem>
                <Button
                  variant="secondary"
                  isDanger
                  isDisabled={
                    context.selection.kind !== "rows" || context.selection.rows.length === 0
                  }
                  onClick={() => {
                    if (context.selection.kind !== "rows") return;
                    askRemove(
                      context.selection.rows.map((row) => row.type),
                      context.clearSelection,
                    );
                  }}
                >
                  {t(key("removeSelected"))}
                </Button>
              </ToolbarItem>
            </>
          )
        }
        emptyState={
          <EmptyListState
            title={t(key("noneTitle"))}
            body={t(key("noneBody"))}
            action={addButton}
          />
        }
      />
      {adding && (
        <PickerDialog<EventTypeRow>
          title={t(key("addTitle"))}
          mode="multiple"
          listLabel={t(key("addList"))}
          searchLabel={t(key("search"))}
          // The choices are already in memory: the key follows them so a change shows at once.
          queryKey={[...realmSettingsKeys.eventsConfig(realm), "addable", addable.length]}
          loader={({ first, max, search }) => {
            const needle = search.toUpperCase();
            const matching = addable.filter((row) => row.type.includes(needle));
            return Promise.resolve({
              rows: matching.slice(first, first + max),
              total: matching.length,
            });
          }}
          rowKey={(row) => row.type}
          rowLabel={(row) => row.type}
          confirmLabel={(count) => t(key("addConfirm"), { count })}
          onConfirm={add}
          onClose={() => {
            setAdding(false);
          }}
          errorTitle={t(key("addError"))}
          emptyState={
            <EmptyListState title={t(key("allSavedTitle"))} body={t(key("allSavedBody"))} />
          }
        />
      )}
    </FormSection>
  );
}
