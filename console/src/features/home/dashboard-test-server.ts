import { http, HttpResponse } from "msw";
import { serverUrl } from "../../../test/console-harness";

/** The dashboard's endpoints as a fake server answers them; `calls` lists what was asked. */
export interface DashboardState {
  users: number;
  clients: number;
  groups: number;
  sessions: { active: string }[];
  adminEvents: {
    time: number;
    operationType: string;
    resourceType: string;
    resourcePath: string;
  }[];
  userEvents: { time: number; type: string }[];
  calls: string[];
}

export function createDashboardState(overrides: Partial<DashboardState> = {}): DashboardState {
  return {
    users: 0,
    clients: 0,
    groups: 0,
    sessions: [],
    adminEvents: [],
    userEvents: [],
    calls: [],
    ...overrides,
  };
}

/** MSW handlers of the realm home's dashboard: counts, session stats, admin and user events. */
export function dashboardHandlers(state: DashboardState) {
  const base = `${serverUrl}/admin/realms/:realm`;
  const seen = (request: Request) => {
    state.calls.push(new URL(request.url).pathname.replace(/^\/admin\/realms\/[^/]+/, ""));
  };
  return [
    http.get(`${base}/users/count`, ({ request }) => {
      seen(request);
      return HttpResponse.json(state.users);
    }),
    http.get(`${base}/clients`, ({ request }) => {
      seen(request);
      const max = Number(new URL(request.url).searchParams.get("max") ?? "100");
      const count = Math.min(state.clients, max);
      return HttpResponse.json(
        Array.from({ length: count }, (_, index) => ({ id: `c${String(index)}` })),
      );
    }),
    http.get(`${base}/groups/count`, ({ request }) => {
      seen(request);
      return HttpResponse.json({ count: state.groups });
    }),
    http.get(`${base}/client-session-stats`, ({ request }) => {
      seen(request);
      return HttpResponse.json(state.sessions);
    }),
    http.get(`${base}/admin-events`, ({ request }) => {
      seen(request);
      return HttpResponse.json(state.adminEvents);
    }),
    http.get(`${base}/events`, ({ request }) => {
      seen(request);
      return HttpResponse.json(state.userEvents);
    }),
  ];
}
