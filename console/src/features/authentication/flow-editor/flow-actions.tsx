import type { AuthenticationFlowRepresentation } from "@gatehouse/admin-client";
import type { ReactNode } from "react";
import type { DetailsAction } from "@/shared/ui/details/details-title";

/** The actions on the whole flow in the header's menu, with the dialogs they open. */
export interface FlowActions {
  actions: DetailsAction[];
  /** Rendered once by the page, whatever is open. */
  dialogs: ReactNode;
}

/**
 * The header menu's actions on a flow (duplicate it, bind it, edit its name and description).
 * Those dialogs belong to the flows list, which offers the same actions per row; this is where
 * the page takes them. Without them the header shows no menu.
 */
export function useFlowActions(_flow: AuthenticationFlowRepresentation): FlowActions {
  return { actions: [], dialogs: null };
}
