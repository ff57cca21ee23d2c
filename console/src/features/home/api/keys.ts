/** Query keys of the realm home's dashboard. */
export const homeKeys = {
  dashboard: (realm: string) => ["home", realm, "dashboard"] as const,
  usersCount: (realm: string) => ["home", realm, "dashboard", "users-count"] as const,
  clientsCount: (realm: string) => ["home", realm, "dashboard", "clients-count"] as const,
  groupsCount: (realm: string) => ["home", realm, "dashboard", "groups-count"] as const,
  activeSessions: (realm: string) => ["home", realm, "dashboard", "active-sessions"] as const,
  recentAdminEvents: (realm: string) =>
    ["home", realm, "dashboard", "recent-admin-events"] as const,
};
