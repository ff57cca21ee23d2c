import type { UserRepresentation } from "@gatehouse/admin-client";
import { toCsv } from "@/shared/lib/csv";
import type { BulkFailure } from "./bulk-run";

/** How many failures the dialog lists; the CSV download holds all of them. */
export const shownFailureLimit = 100;

export interface FailureCsvHeader {
  username: string;
  id: string;
  reason: string;
}

/** The failures of a bulk run as CSV, one line per user in the order of the run. */
export function failuresCsv(
  failures: readonly BulkFailure<UserRepresentation>[],
  reasonOf: (error: unknown) => string,
  header: FailureCsvHeader,
): string {
  return toCsv(
    [header.username, header.id, header.reason],
    failures.map(({ item, error }) => [item.username ?? "", item.id ?? "", reasonOf(error)]),
  );
}
