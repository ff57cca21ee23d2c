import { createContext, useContext } from "react";

/** The resource server the policy editors work on, and whether the administrator may change it. */
export interface PolicyEditorScope {
  realm: string;
  /** The internal id of the resource server's client. */
  clientId: string;
  /** The policy being edited; the aggregate picker does not offer a policy to itself. */
  policyId?: string;
  isReadOnly: boolean;
}

export const PolicyEditorContext = createContext<PolicyEditorScope | undefined>(undefined);

export function usePolicyEditor(): PolicyEditorScope {
  const scope = useContext(PolicyEditorContext);
  if (scope === undefined) throw new Error("The policy editors need a PolicyEditorContext.");
  return scope;
}
