import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Forgets what was loaded of an object just deleted. A query still shown (the object's own page,
 * which goes back to its list once the deletion is done) stays until that page is gone: removed
 * while shown, it would be loaded again at the page's next render and the server would answer 404
 * before the page has left. Unshown, it is garbage-collected like any other query. Only for keys
 * that no invalidation of the same deletion reaches (a list's key they start with, say): that
 * would load the kept query again.
 *
 * @example
 * forgetDeleted(queryClient, usersKeys.user(realm, id));
 */
export function forgetDeleted(queryClient: QueryClient, queryKey: QueryKey): void {
  queryClient.removeQueries({ queryKey, type: "inactive" });
}
