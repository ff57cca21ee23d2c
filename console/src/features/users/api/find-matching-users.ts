import type { UserRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import { userSearchConditions, type UsersFilter } from "../search-state";

export const matchingUsersPageSize = 500;
/** At most this many pages are read: 100,000 users, far beyond what a browser run should change. */
export const matchingUsersPageLimit = 200;

export interface CollectProgress {
  pages: number;
  found: number;
}

export interface MatchingUsers {
  users: UserRepresentation[];
  /** The collection was stopped before the last page: `users` holds only part of the matches. */
  stopped: boolean;
}

export interface FindMatchingUsersOptions {
  onProgress?: (progress: CollectProgress) => void;
  /** Stops after the page being read. */
  signal?: AbortSignal;
  pageSize?: number;
  pageLimit?: number;
}

/** More users match than a bulk action collects; acting on only the first ones would mislead. */
export class TooManyMatchesError extends Error {
  constructor(readonly limit: number) {
    super(`More than ${String(limit)} users match.`);
    this.name = "TooManyMatchesError";
  }
}

/**
 * Every user matching a search, read page by page, for a bulk action on "all matching". Ends at a
 * short page, or at a page holding no user not seen before (a server that ignores `first` answers
 * the same page again and again), and never reads more than `pageLimit` pages.
 */
export async function findMatchingUsers(
  client: AdminClient,
  realm: string,
  search: string,
  filter: UsersFilter,
  {
    onProgress,
    signal,
    pageSize = matchingUsersPageSize,
    pageLimit = matchingUsersPageLimit,
  }: FindMatchingUsersOptions = {},
): Promise<MatchingUsers> {
  const conditions = userSearchConditions(search, filter);
  const found = new Map<string, UserRepresentation>();
  onProgress?.({ pages: 0, found: 0 });
  for (let page = 0; page < pageLimit; page += 1) {
    if (signal?.aborted === true) return { users: [...found.values()], stopped: true };
    const batch = await client.users.find({
      realm,
      first: page * pageSize,
      max: pageSize,
      briefRepresentation: true,
      ...conditions,
    });
    const before = found.size;
    for (const user of batch) found.set(user.id ?? "", user);
    onProgress?.({ pages: page + 1, found: found.size });
    if (batch.length < pageSize || found.size === before)
      return { users: [...found.values()], stopped: false };
  }
  throw new TooManyMatchesError(pageLimit * pageSize);
}
