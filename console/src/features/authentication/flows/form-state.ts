import type { AuthenticationFlowRepresentation } from "@gatehouse/admin-client";

/** The two kinds of top-level flow an administrator creates: for users, or for clients. */
export const flowKinds = ["basic-flow", "client-flow"] as const;
export type FlowKind = (typeof flowKinds)[number];

/** A flow's name and description, as the create, duplicate and edit forms hold them. */
export interface FlowNameValues {
  alias: string;
  description: string;
}

export interface CreateFlowValues extends FlowNameValues {
  providerId: FlowKind;
}

export const newFlowValues = (): CreateFlowValues => ({
  alias: "",
  description: "",
  providerId: "basic-flow",
});

/** The flow to create: top level, never built in, its name without surrounding spaces. */
export function newFlowFrom(values: CreateFlowValues): AuthenticationFlowRepresentation {
  return {
    alias: values.alias.trim(),
    description: values.description.trim(),
    providerId: values.providerId,
    topLevel: true,
    builtIn: false,
  };
}

/** A flow's name and description as the dialogs start from them. */
export const flowNameValues = (flow: { alias: string; description?: string }): FlowNameValues => ({
  alias: flow.alias,
  description: flow.description ?? "",
});

/** What a name and description form sends: the name without surrounding spaces. */
export const flowNameFrom = (values: FlowNameValues): FlowNameValues => ({
  alias: values.alias.trim(),
  description: values.description.trim(),
});

/**
 * The flow a dialog acts on. Either the list's flow or the editor's stored flow fits, whose id and
 * name the server's representation types leave optional.
 */
export interface FlowRef {
  id?: string;
  alias?: string;
  description?: string;
}

export const flowRef = (flow: FlowRef): { id: string; alias: string; description?: string } => ({
  id: flow.id ?? "",
  alias: flow.alias ?? "",
  ...(flow.description !== undefined && { description: flow.description }),
});
