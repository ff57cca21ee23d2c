/** Query keys of the flow editor. Everything under `flow(realm, id)` is about one flow. */
export const flowEditorKeys = {
  /** Everything of the authentication section in a realm: what a change to a flow makes stale. */
  section: (realm: string) => ["authentication", realm] as const,
  /** One flow, its executions included. */
  flow: (realm: string, id: string) => ["authentication", realm, "flow-editor", id] as const,
  /** The flow's executions, flattened with their levels. */
  executions: (realm: string, id: string) =>
    ["authentication", realm, "flow-editor", id, "executions"] as const,
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
