import { routePath } from "@/shared/paths/route-path";

/** The client policies tab of the realm settings, with its profiles and policies tabs. */
export const clientPoliciesTabPath = "/:realm/realm-settings/client-policies/:tab";
export const clientPoliciesTabs = ["profiles", "policies"] as const;
export type ClientPoliciesTab = (typeof clientPoliciesTabs)[number];

export const addClientProfilePath = "/:realm/realm-settings/client-policies/:tab/add-profile";
export const clientProfilePath = "/:realm/realm-settings/client-policies/:profileName/edit-profile";
export const addExecutorPath = "/:realm/realm-settings/client-policies/:profileName/add-executor";
export const executorPath =
  "/:realm/realm-settings/client-policies/:profileName/edit-profile/:executorName";
export const addClientPolicyPath =
  "/:realm/realm-settings/client-policies/policies/add-client-policy";
export const clientPolicyPath = "/:realm/realm-settings/client-policies/:policyName/edit-policy";
export const addConditionPath =
  "/:realm/realm-settings/client-policies/:policyName/edit-policy/create-condition";
export const conditionPath =
  "/:realm/realm-settings/client-policies/:policyName/edit-policy/:conditionName/edit-condition";

export interface ClientProfileParams {
  realm: string;
  profileName: string;
}
export interface ExecutorParams extends ClientProfileParams {
  executorName: string;
  /** Which entry of that type, from 0, when the profile uses the type more than once. */
  occurrence?: number;
}
export interface ClientPolicyParams {
  realm: string;
  policyName: string;
}
export interface ConditionParams extends ClientPolicyParams {
  conditionName: string;
  /** Which entry of that type, from 0, when the policy uses the type more than once. */
  occurrence?: number;
}

/** The query parameter naming a later entry of the same type; left out for the first. */
export const occurrenceParam = "occurrence";
const withOccurrence = (path: string, occurrence = 0): string =>
  occurrence > 0 ? `${path}?${occurrenceParam}=${String(occurrence)}` : path;

export const toClientPolicies = ({
  realm,
  tab = "profiles",
}: {
  realm: string;
  tab?: ClientPoliciesTab;
}): string => routePath(clientPoliciesTabPath, { realm, tab });

export const toAddClientProfile = ({ realm }: { realm: string }): string =>
  routePath(addClientProfilePath, { realm, tab: "profiles" });

export const toClientProfile = (params: ClientProfileParams): string =>
  routePath(clientProfilePath, { ...params });

export const toAddExecutor = (params: ClientProfileParams): string =>
  routePath(addExecutorPath, { ...params });

export const toExecutor = ({ occurrence, ...params }: ExecutorParams): string =>
  withOccurrence(routePath(executorPath, { ...params }), occurrence);

export const toAddClientPolicy = ({ realm }: { realm: string }): string =>
  routePath(addClientPolicyPath, { realm });

export const toClientPolicy = (params: ClientPolicyParams): string =>
  routePath(clientPolicyPath, { ...params });

export const toAddCondition = (params: ClientPolicyParams): string =>
  routePath(addConditionPath, { ...params });

export const toCondition = ({ occurrence, ...params }: ConditionParams): string =>
  withOccurrence(routePath(conditionPath, { ...params }), occurrence);
