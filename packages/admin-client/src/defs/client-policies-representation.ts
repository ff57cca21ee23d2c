/** One condition of a client policy; `configuration` depends on the condition type. */
export interface ClientPolicyConditionRepresentation {
  condition?: string;
  configuration?: Record<string, unknown>;
}

export interface ClientPolicyRepresentation {
  name?: string;
  description?: string;
  enabled?: boolean;
  conditions?: ClientPolicyConditionRepresentation[];
  /** Names of the client profiles the policy applies. */
  profiles?: string[];
}

export interface ClientPoliciesRepresentation {
  policies?: ClientPolicyRepresentation[];
  /** Present only when asked for with include-global-policies. */
  globalPolicies?: ClientPolicyRepresentation[];
}

/** One executor of a client profile; `configuration` depends on the executor type. */
export interface ClientPolicyExecutorRepresentation {
  executor?: string;
  configuration?: Record<string, unknown>;
}

export interface ClientProfileRepresentation {
  name?: string;
  description?: string;
  executors?: ClientPolicyExecutorRepresentation[];
}

export interface ClientProfilesRepresentation {
  profiles?: ClientProfileRepresentation[];
  /** Present only when asked for with include-global-profiles. */
  globalProfiles?: ClientProfileRepresentation[];
}
