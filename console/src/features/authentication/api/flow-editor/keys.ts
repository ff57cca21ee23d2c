import { flowsKeys } from "../flows-keys";

/**
 * Query keys of the flow editor, under the flows tab's: a change to a flow's steps makes the
 * section's lists stale, and a change made from the list (a new name) reaches the editor.
 */
export const flowEditorKeys = {
  /** Everything of the authentication section in a realm: what a change to a flow makes stale. */
  section: flowsKeys.all,
  /** One flow, its executions included. */
  flow: flowsKeys.flow,
  /** The flow's executions, flattened with their levels. */
  executions: (realm: string, id: string) => [...flowsKeys.flow(realm, id), "executions"] as const,
  /** What the server offers to put into a flow, by kind. */
  providers: (realm: string, kind: string) =>
    ["authentication", realm, "flow-editor", "providers", kind] as const,
  /** The settings an authenticator's configuration has. */
  configDescription: (realm: string, providerId: string) =>
    ["authentication", realm, "flow-editor", "config-description", providerId] as const,
  /** One stored execution configuration. */
  config: (realm: string, id: string) =>
    ["authentication", realm, "flow-editor", "config", id] as const,
};
