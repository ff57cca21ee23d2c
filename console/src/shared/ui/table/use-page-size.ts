import { useStoredState } from "@/shared/lib/use-stored-state";

/** Page sizes offered by every table. */
export const pageSizeOptions = [10, 20, 50, 100] as const;
export const defaultPageSize = 10;
/** The one storage key for the page size, so every table opens with the user's last choice. */
export const pageSizeStorageKey = "pageSize";

/** The page size, persisted under `pageSize`; an unknown stored value reads as the default. */
export function usePageSize(): [number, (size: number) => void] {
  const [stored, setStored] = useStoredState<unknown>(pageSizeStorageKey, defaultPageSize);
  const pageSize = pageSizeOptions.find((option) => option === stored) ?? defaultPageSize;
  return [pageSize, setStored];
}
