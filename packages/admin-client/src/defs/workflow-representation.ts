/** One step of a workflow: a step provider (`uses`), when it runs and its settings. */
export interface WorkflowStepRepresentation {
  id?: string;
  uses?: string;
  /** Delay after the previous step, e.g. `30d`. */
  after?: string;
  with?: Record<string, string | string[]>;
  /** When a scheduled step runs, in milliseconds since the epoch (only in `scheduled` answers). */
  "scheduled-at"?: number;
  /** A scheduled step's state, e.g. `PENDING` (only in `scheduled` answers). */
  status?: string;
}

/** A workflow (experimental feature WORKFLOWS): an event that starts it, a condition and its steps. */
export interface WorkflowRepresentation {
  id?: string;
  name?: string;
  /** The workflow event provider that starts it, e.g. `user-created`. */
  on?: string;
  /** A condition expression, e.g. `has-role("offline_access")`. */
  if?: string;
  enabled?: boolean;
  steps?: WorkflowStepRepresentation[];
}
