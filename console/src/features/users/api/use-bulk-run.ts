import type { UserRepresentation } from "@gatehouse/admin-client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { TableSelection } from "@/shared/ui/table/table-types";
import { runBulk, type BulkOutcome, type BulkProgress } from "../bulk-run";
import type { UsersFilter } from "../search-state";
import { bulkOperation, type BulkActionKind, type BulkOptions } from "./bulk-operations";
import { findMatchingUsers, type CollectProgress } from "./find-matching-users";
import { usersKeys } from "./keys";

export type BulkRunPhase =
  | { step: "confirm" }
  /** Reading every user matching the search, page by page. */
  | { step: "collecting"; progress: CollectProgress }
  | { step: "changing"; progress: BulkProgress }
  | { step: "done"; outcome: BulkOutcome<UserRepresentation> }
  /** Stopped before the first change: `found` users were read, none was changed. */
  | { step: "stoppedCollecting"; found: number }
  | { step: "failed"; error: unknown };

export interface BulkRun {
  phase: BulkRunPhase;
  isRunning: boolean;
  /** Stop was asked for; the run ends once the request in flight answers. */
  isStopping: boolean;
  start: (options: BulkOptions) => Promise<void>;
  stop: () => void;
}

/**
 * Runs a bulk action on the selected users: collects "all matching" users first when so selected,
 * then changes them a few at a time, and can be stopped in either step.
 */
export function useBulkRun(
  kind: BulkActionKind,
  selection: TableSelection<UserRepresentation>,
  filter: UsersFilter,
): BulkRun {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<BulkRunPhase>({ step: "confirm" });
  const [isStopping, setStopping] = useState(false);
  const controller = useRef<AbortController>(undefined);
  // Leaving the page (the dialog unmounts) ends the run like Stop does.
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const start = async (options: BulkOptions) => {
    const run = new AbortController();
    controller.current = run;
    const { signal } = run;
    try {
      let users: readonly UserRepresentation[];
      if (selection.kind === "rows") {
        users = selection.rows;
      } else {
        setPhase({ step: "collecting", progress: { pages: 0, found: 0 } });
        const matching = await findMatchingUsers(client, realm, selection.search, filter, {
          signal,
          onProgress: (progress) => {
            setPhase({ step: "collecting", progress });
          },
        });
        // A stop while the last page was read still changes nobody.
        if (matching.stopped || signal.aborted) {
          setPhase({ step: "stoppedCollecting", found: matching.users.length });
          return;
        }
        users = matching.users;
      }
      const outcome = await runBulk(
        users,
        bulkOperation(client, realm, kind, options),
        (progress) => {
          setPhase({ step: "changing", progress });
        },
        { signal },
      );
      setPhase({ step: "done", outcome });
    } catch (error) {
      setPhase({ step: "failed", error });
    } finally {
      setStopping(false);
      controller.current = undefined;
      await queryClient.invalidateQueries({ queryKey: usersKeys.all(realm) });
    }
  };

  const stop = useCallback(() => {
    if (controller.current === undefined) return;
    setStopping(true);
    controller.current.abort();
  }, []);

  return {
    phase,
    isRunning: phase.step === "collecting" || phase.step === "changing",
    isStopping,
    start,
    stop,
  };
}
