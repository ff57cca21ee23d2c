import { useCallback, useState } from "react";

function readStored<T>(storage: Storage, key: string, fallback: T): T {
  try {
    const raw = storage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    // Unreadable or foreign values must not break the page: start from the default.
    return fallback;
  }
}

/**
 * State kept in web storage under `key` (JSON), e.g. `pageSize`, `helpEnabled`, `recentRealms`.
 * Writing fails silently when storage is full or blocked; the in-memory value still changes.
 */
export function useStoredState<T>(
  key: string,
  fallback: T,
  storage: Storage = localStorage,
): [T, (value: T | ((previous: T) => T)) => void] {
  const [value, setValue] = useState<T>(() => readStored(storage, key, fallback));
  const update = useCallback(
    (next: T | ((previous: T) => T)) => {
      setValue((previous) => {
        const resolved = typeof next === "function" ? (next as (previous: T) => T)(previous) : next;
        try {
          storage.setItem(key, JSON.stringify(resolved));
        } catch {
          // storage unavailable: keep the value for this page only
        }
        return resolved;
      });
    },
    [key, storage],
  );
  return [value, update];
}
