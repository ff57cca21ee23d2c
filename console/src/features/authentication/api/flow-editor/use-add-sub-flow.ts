import { useFlowChange } from "./use-flow-change";

export interface NewSubFlow {
  /** Alias of the flow the sub-flow goes into. */
  parentAlias: string;
  alias: string;
  description: string;
  type: "basic-flow" | "form-flow";
}

// A form sub-flow renders one page: the server needs to know which form renders it.
const formProvider = "registration-page-form";

/** Adds an empty sub-flow at the end of the flow `parentAlias`. */
export function useAddSubFlow() {
  return useFlowChange((client, realm, flow: NewSubFlow) =>
    client.authenticationManagement.addFlowToFlow({
      realm,
      flow: flow.parentAlias,
      alias: flow.alias,
      description: flow.description,
      type: flow.type,
      ...(flow.type === "form-flow" && { provider: formProvider }),
    }),
  );
}
