import type {
  AuthenticationExecutionInfoRepresentation,
  AuthenticationFlowRepresentation,
} from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import type { SetupServer } from "msw/node";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  serverUrl,
  whoAmIFor,
} from "../../../../test/console-harness";

/** What the fake authentication endpoints hold; tests read it to see what was sent. */
export interface FlowEditorState {
  flows: AuthenticationFlowRepresentation[];
  executions: AuthenticationExecutionInfoRepresentation[];
  /** Requirement changes sent, as "id=REQUIREMENT". */
  requirementChanges: string[];
  /** Calls that change the flow, as "METHOD path" below the realm's authentication. */
  changes: string[];
  /** Sub-flow aliases the server already holds: adding one of them again is refused. */
  takenAliases: string[];
}

export const customFlow: AuthenticationFlowRepresentation = {
  id: "flow-1",
  alias: "my browser",
  description: "Browser sign-in with a second factor",
  providerId: "basic-flow",
  topLevel: true,
  builtIn: false,
};

export const builtInFlow: AuthenticationFlowRepresentation = {
  id: "flow-builtin",
  alias: "browser",
  description: "The server's browser flow",
  providerId: "basic-flow",
  topLevel: true,
  builtIn: true,
};

const executions = (): AuthenticationExecutionInfoRepresentation[] => [
  {
    id: "cookie",
    displayName: "Cookie",
    providerId: "auth-cookie",
    requirement: "ALTERNATIVE",
    requirementChoices: ["REQUIRED", "ALTERNATIVE", "DISABLED"],
    level: 0,
    index: 0,
  },
  {
    id: "forms",
    displayName: "my browser forms",
    authenticationFlow: true,
    requirement: "ALTERNATIVE",
    requirementChoices: ["REQUIRED", "ALTERNATIVE", "DISABLED", "CONDITIONAL"],
    level: 0,
    index: 1,
  },
  {
    id: "password",
    displayName: "Username Password Form",
    providerId: "auth-username-password-form",
    requirement: "REQUIRED",
    requirementChoices: ["REQUIRED"],
    level: 1,
    index: 0,
  },
  {
    id: "otp",
    displayName: "OTP Form",
    providerId: "auth-otp-form",
    requirement: "DISABLED",
    requirementChoices: ["REQUIRED", "ALTERNATIVE", "DISABLED"],
    configurable: false,
    level: 1,
    index: 1,
  },
];

/** Answers the flow editor's calls for the realm "acme" from a state the test can read. */
export function useFlowEditorServer(
  server: SetupServer,
  { rights = fullAdminRights }: { rights?: string[] } = {},
): FlowEditorState {
  const state: FlowEditorState = {
    flows: [customFlow, builtInFlow],
    executions: executions(),
    requirementChanges: [],
    changes: [],
    takenAliases: ["taken"],
  };
  const base = `${serverUrl}/admin/realms/acme/authentication`;
  const change = (request: Request) => {
    state.changes.push(
      `${request.method} ${new URL(request.url).pathname.replace(new URL(base).pathname, "")}`,
    );
  };
  server.use(
    ...fakeServerHandlers(
      createFakeServer({ whoAmI: whoAmIFor({ acme: rights, master: rights }) }),
    ),
    http.get(`${base}/flows/:id`, ({ params }) => {
      const flow = state.flows.find((candidate) => candidate.id === params.id);
      return flow
        ? HttpResponse.json(flow)
        : HttpResponse.json({ error: "Could not find flow with id" }, { status: 404 });
    }),
    http.get(`${base}/flows/:alias/executions`, () => HttpResponse.json(state.executions)),
    http.put(`${base}/flows/:alias/executions`, async ({ request }) => {
      change(request);
      const body = (await request.json()) as AuthenticationExecutionInfoRepresentation;
      state.requirementChanges.push(`${body.id ?? ""}=${body.requirement ?? ""}`);
      state.executions = state.executions.map((execution) =>
        execution.id === body.id ? { ...execution, requirement: body.requirement } : execution,
      );
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/executions/:id/:move`, ({ request, params }) => {
      change(request);
      const index = state.executions.findIndex((execution) => execution.id === params.id);
      const other = params.move === "raise-priority" ? index - 1 : index + 1;
      const moved = state.executions[index];
      const swapped = state.executions[other];
      if (moved !== undefined && swapped !== undefined) {
        state.executions[index] = swapped;
        state.executions[other] = moved;
      }
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(`${base}/flows/:alias/executions/flow`, async ({ request }) => {
      change(request);
      const body = (await request.json()) as { alias: string };
      if (state.takenAliases.includes(body.alias))
        return HttpResponse.json(
          { errorMessage: "New flow alias name already exists" },
          { status: 409 },
        );
      return new HttpResponse(null, {
        status: 201,
        headers: { location: `${base}/flows/new-sub-flow` },
      });
    }),
    http.delete(`${base}/executions/:id`, ({ request, params }) => {
      change(request);
      state.executions = state.executions.filter((execution) => execution.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return state;
}
