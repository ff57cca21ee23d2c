import { useEffect, useEffectEvent, useRef } from "react";
import { useStoredState } from "@/shared/lib/use-stored-state";
import {
  mergeRefreshed,
  recentRealmsKey,
  refreshRecentRealms,
  rememberRealm,
  sanitizeRecentRealms,
  type RealmLookup,
  type RecentRealm,
} from "./recent-realms";

export interface UseRecentRealmsOptions {
  current: RecentRealm;
  masterRealm: string;
  lookup: RealmLookup;
}

/**
 * The realms visited lately (at most three, under `recentRealms`). Remembers the current realm,
 * and checks the list against the server on load and whenever the master realm is selected.
 */
export function useRecentRealms({
  current,
  masterRealm,
  lookup,
}: UseRecentRealmsOptions): RecentRealm[] {
  const [stored, setStored] = useStoredState<unknown>(recentRealmsKey, []);
  const list = sanitizeRecentRealms(stored);
  const checkedOnLoad = useRef(false);
  const { name, displayName } = current;

  useEffect(() => {
    setStored((previous: unknown) =>
      rememberRealm(sanitizeRecentRealms(previous), {
        name,
        ...(displayName ? { displayName } : {}),
      }),
    );
  }, [name, displayName, setStored]);

  const refresh = useEffectEvent(() => {
    const checked = list;
    void refreshRecentRealms(checked, lookup).then((refreshed) => {
      setStored((previous: unknown) =>
        mergeRefreshed(sanitizeRecentRealms(previous), checked, refreshed),
      );
    });
  });

  const isMaster = name === masterRealm;
  useEffect(() => {
    if (checkedOnLoad.current && !isMaster) return;
    checkedOnLoad.current = true;
    refresh();
  }, [isMaster]);

  return list;
}
