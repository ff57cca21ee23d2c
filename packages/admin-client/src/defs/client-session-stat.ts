/** Session counts of one client (GET /client-session-stats). Counts come as strings. */
export interface ClientSessionStat {
  id?: string;
  clientId?: string;
  active?: string;
  offline?: string;
}
