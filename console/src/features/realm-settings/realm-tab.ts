import type { RealmRepresentation } from "@gatehouse/admin-client";

/** What every realm settings tab gets: the realm as loaded and whether it may be changed. */
export interface RealmTabProps {
  realm: RealmRepresentation;
  /** manage-realm: without it every control is read-only and nothing is saved. */
  canManage: boolean;
}
