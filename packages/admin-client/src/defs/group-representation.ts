/** A group of a realm; `subGroups` is filled only where the call says so. */
export interface GroupRepresentation {
  id?: string;
  name?: string;
  description?: string;
  path?: string;
  parentId?: string;
  subGroupCount?: number;
  subGroups?: GroupRepresentation[];
  attributes?: Record<string, string[]>;
  realmRoles?: string[];
  clientRoles?: Record<string, string[]>;
  /** Operation to boolean: what the calling administrator may do with the group. */
  access?: Record<string, boolean>;
}

/** Query of GET /groups. */
export interface GroupQuery {
  first?: number;
  max?: number;
  search?: string;
  /** Attribute search, `key:value key2:value2`. */
  q?: string;
  exact?: boolean;
  briefRepresentation?: boolean;
  populateHierarchy?: boolean;
  subGroupsCount?: boolean;
}

/** Query of GET /groups/count. */
export interface GroupCountQuery {
  search?: string;
  top?: boolean;
}

/** Query of GET /groups/{id}/children. */
export interface SubGroupQuery {
  first?: number;
  max?: number;
  search?: string;
  exact?: boolean;
  briefRepresentation?: boolean;
  subGroupsCount?: boolean;
}
