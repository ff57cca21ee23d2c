import { EmptyState } from "@patternfly/react-core";
import type { QueryKey } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { PickerDialog } from "@/shared/ui/dialogs/picker-dialog";
import type { PageRequest } from "@/shared/ui/table/table-types";

export interface SimplePickerProps<T> {
  title: string;
  queryKey: QueryKey;
  loader: (request: PageRequest, signal: AbortSignal) => Promise<T[]>;
  rowKey: (row: T) => string;
  rowLabel: (row: T) => string;
  rowDescription?: (row: T) => string | undefined;
  /** Ids already chosen, shown but not offered again. */
  chosen: ReadonlySet<string>;
  mode?: "single" | "multiple";
  onConfirm: (rows: T[]) => void;
  onClose: () => void;
}

/** A picker of the policy editors: server-searched and paged, the chosen objects marked. */
export function SimplePicker<T>({
  chosen,
  mode = "multiple",
  title,
  ...props
}: SimplePickerProps<T>) {
  const { t } = useTranslation();
  return (
    <PickerDialog<T>
      {...props}
      title={title}
      mode={mode}
      listLabel={title}
      searchLabel={t("authorization.policies.form.pickerSearch")}
      unavailableReason={(row) =>
        chosen.has(props.rowKey(row)) ? t("authorization.policies.form.alreadyChosen") : undefined
      }
      confirmLabel={(count) =>
        mode === "single"
          ? t("authorization.policies.form.pickerNext")
          : t("authorization.policies.form.pickerAdd", { count })
      }
      emptyState={
        <EmptyState headingLevel="h2" titleText={t("authorization.policies.form.pickerEmpty")} />
      }
    />
  );
}
