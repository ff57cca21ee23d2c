import {
  Button,
  Checkbox,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Radio,
  SearchInput,
  ToolbarItem,
} from "@patternfly/react-core";
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage, type ErrorMessage } from "@/shared/api/error-message";
import { useDebouncedValue } from "@/shared/lib/use-debounced-value";
import { DataTableView } from "@/shared/ui/table/data-table-view";
import type { PageRequest, PageResult, TableColumn } from "@/shared/ui/table/table-types";
import { usePageSize } from "@/shared/ui/table/use-page-size";
import { DialogCloseButton } from "./dialog-close-button";
import { DialogFailure } from "./dialog-failure";

export interface PickerDialogProps<T> {
  /** Translated title. */
  title: string;
  /** Translated text under the title. */
  description?: ReactNode;
  /** One row (radio buttons) or several (checkboxes). */
  mode: "single" | "multiple";
  /** Translated accessible name of the list of choices. */
  listLabel: string;
  /** Translated accessible name and placeholder of the search box. */
  searchLabel: string;
  /** Key of the choices; the dialog appends the page request. */
  queryKey: QueryKey;
  /**
   * Loads one page of choices matching `request.search`. Return `{ rows, total }` when the server
   * can count, else the rows: the dialog asks for one more than it shows to know whether more follow.
   */
  loader: (request: PageRequest, signal: AbortSignal) => Promise<PageResult<T> | T[]>;
  staleTime?: number;
  rowKey: (row: T) => string;
  /** Names the row; its checkbox or radio button is labelled with it. */
  rowLabel: (row: T) => string;
  /** Why a row cannot be chosen (e.g. "Already a member"), shown under its name; else `undefined`. */
  unavailableReason?: (row: T) => string | undefined;
  /** A translated line under a choosable row's name, e.g. its alias. */
  rowDescription?: (row: T) => string | undefined;
  /** Columns shown after the choice (the first column holds the row's name). */
  columns?: TableColumn<T>[];
  /** Label of the confirm button for the number of rows chosen, e.g. "Add 3 groups". */
  confirmLabel: (count: number) => string;
  /**
   * Acts on the chosen rows. The dialog shows it as pending until it settles, closes on success
   * and shows a failure inside itself, keeping the choice.
   */
  onConfirm: (chosen: T[]) => unknown;
  /** Called on cancel, on Escape, from the close button and after `onConfirm` succeeded. */
  onClose: () => void;
  /** Title of the error shown inside the dialog when `onConfirm` fails. */
  errorTitle?: string;
  /** Shown instead of the list when there is nothing to choose from at all. */
  emptyState: ReactNode;
  variant?: "small" | "medium" | "large";
}

interface LoadedPage<T> {
  rows: T[];
  total: number | undefined;
}

/**
 * A dialog to choose rows from a list the server pages and searches: a search box that asks the
 * server once typing pauses, a paged list with a checkbox (or radio button) per row, and a confirm
 * button that says how many rows are chosen. The choice is kept across pages and searches.
 *
 * @example
 * ```tsx
 * <PickerDialog<OrganizationRepresentation>
 *   title={t("users.orgs.joinTitle")}
 *   mode="single"
 *   listLabel={t("users.orgs.choose")}
 *   searchLabel={t("users.orgs.search")}
 *   queryKey={usersKeys.organizationChoices(realm)}
 *   loader={({ first, max, search }, signal) =>
 *     client.organizations.find({ realm, first, max, search }, { signal })
 *   }
 *   rowKey={(organization) => organization.id ?? ""}
 *   rowLabel={(organization) => organization.name ?? ""}
 *   confirmLabel={() => t("users.orgs.joinConfirm")}
 *   onConfirm={([organization]) => join.mutateAsync(organization.id)}
 *   onClose={onClose}
 *   emptyState={<NoOrganizations />}
 * />
 * ```
 */
export function PickerDialog<T>({
  title,
  description,
  mode,
  listLabel,
  searchLabel,
  queryKey,
  loader,
  staleTime = 0,
  rowKey,
  rowLabel,
  unavailableReason = () => undefined,
  rowDescription = () => undefined,
  columns = [],
  confirmLabel,
  onConfirm,
  onClose,
  errorTitle,
  emptyState,
  variant = "medium",
}: PickerDialogProps<T>) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed.trim());
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = usePageSize();
  const [chosen, setChosen] = useState<ReadonlyMap<string, T>>(new Map());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage>();

  // A new search starts on its first page.
  const [searched, setSearched] = useState(search);
  if (search !== searched) {
    setSearched(search);
    setPage(1);
  }

  const request: PageRequest = { first: (page - 1) * pageSize, max: pageSize + 1, search };
  const query = useQuery({
    queryKey: [...queryKey, request],
    queryFn: async ({ signal }): Promise<LoadedPage<T>> => {
      const result = await loader(request, signal);
      return Array.isArray(result)
        ? { rows: result, total: undefined }
        : { rows: result.rows, total: result.total };
    },
    placeholderData: keepPreviousData,
    staleTime,
  });
  const rows = query.data?.rows.slice(0, pageSize) ?? [];
  const hasNextPage = (query.data?.rows.length ?? 0) > pageSize;
  const itemCount =
    query.data?.total ??
    (query.data === undefined || hasNextPage ? undefined : request.first + rows.length);

  const choose = (row: T, checked: boolean) => {
    const key = rowKey(row);
    const next = new Map(mode === "single" ? [] : chosen);
    if (checked) next.set(key, row);
    else next.delete(key);
    setChosen(next);
  };

  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await onConfirm([...chosen.values()]);
    } catch (error) {
      setFailure(errorMessage(error, t));
      setBusy(false);
      return;
    }
    onClose();
  };

  const choiceColumn: TableColumn<T> = {
    id: "choice",
    title: t("table.selectionColumn"),
    cell: (row) => {
      const key = rowKey(row);
      const reason = unavailableReason(row);
      const control = {
        id: `${id}-${key}`,
        label: rowLabel(row),
        description: reason ?? rowDescription(row),
        isDisabled: reason !== undefined,
        isChecked: chosen.has(key),
      };
      return mode === "single" ? (
        <Radio
          {...control}
          name={`${id}-choice`}
          onChange={() => {
            choose(row, true);
          }}
        />
      ) : (
        <Checkbox
          {...control}
          onChange={(_event, checked) => {
            choose(row, checked);
          }}
        />
      );
    },
  };

  return (
    <Modal isOpen variant={variant} onEscapePress={onClose} aria-labelledby={`${id}-title`}>
      <DialogCloseButton onClose={onClose} />
      <ModalHeader title={title} labelId={`${id}-title`} description={description} />
      <ModalBody>
        {failure !== undefined && <DialogFailure failure={failure} title={errorTitle} />}
        <DataTableView<T>
          ariaLabel={listLabel}
          variant="compact"
          columns={[choiceColumn, ...columns]}
          rowKey={rowKey}
          rowLabel={rowLabel}
          rows={rows}
          itemCount={itemCount}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          // The search box is the dialog's own, so it can carry the picker's name.
          isSearchable={false}
          toolbarItems={() => (
            <ToolbarItem>
              <SearchInput
                aria-label={searchLabel}
                placeholder={searchLabel}
                value={typed}
                onChange={(_event, text) => {
                  setTyped(text);
                }}
                onClear={() => {
                  setTyped("");
                }}
                resetButtonLabel={t("table.clearSearch")}
              />
            </ToolbarItem>
          )}
          search={search}
          onSearchChange={setTyped}
          sort={undefined}
          onSortChange={() => undefined}
          isLoading={query.isPending}
          // A typed search waiting for its pause is already on its way: the list is about to change.
          isFetching={query.isFetching || typed.trim() !== search}
          isError={query.isError}
          error={query.error}
          onRefresh={() => void query.refetch()}
          emptyState={emptyState}
        />
      </ModalBody>
      <ModalFooter>
        <Button
          isDisabled={chosen.size === 0 || busy}
          isLoading={busy}
          spinnerAriaLabel={t("dialogs.working")}
          onClick={() => void confirm()}
        >
          {confirmLabel(chosen.size)}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("dialogs.cancel")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
