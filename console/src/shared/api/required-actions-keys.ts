/**
 * Query keys of the realm's required actions as the users section offers them. Here because the
 * authentication section enables, disables and registers required actions and must invalidate
 * what the users' forms offer.
 */
export const requiredActionsKeys = {
  /** The enabled required actions, as the user forms and the execute-actions dialog offer them. */
  offered: (realm: string) => ["users", realm, "required-actions"] as const,
};
