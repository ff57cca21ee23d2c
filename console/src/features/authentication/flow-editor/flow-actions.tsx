import type { AuthenticationFlowRepresentation } from "@gatehouse/admin-client";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import type { DetailsAction } from "@/shared/ui/details/details-title";
import { BindFlowDialog } from "../flows/bind-flow-dialog";
import { DeleteFlowDialog } from "../flows/delete-flow-dialog";
import { DuplicateFlowDialog } from "../flows/duplicate-flow-dialog";
import { EditFlowDialog } from "../flows/edit-flow-dialog";
import { toAuthentication, toFlow } from "../paths";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

/** The actions on the whole flow in the header's menu, with the dialogs they open. */
export interface FlowActions {
  actions: DetailsAction[];
  /** Rendered once by the page, whatever is open. */
  dialogs: ReactNode;
}

type OpenDialog = "duplicate" | "bind" | "edit" | "delete" | undefined;

/**
 * The header menu's actions on a flow, the same dialogs the flows list offers per row: duplicate
 * (the way to change a built-in flow, opening the copy), bind, and for the realm's own flows
 * editing the name and description and deleting (back to the list). None without manage-realm.
 */
export function useFlowActions(
  flow: AuthenticationFlowRepresentation,
  canManage: boolean,
): FlowActions {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const [open, setOpen] = useState<OpenDialog>();
  const close = () => {
    setOpen(undefined);
  };
  if (!canManage || flow.id === undefined) return { actions: [], dialogs: null };
  const isBuiltIn = flow.builtIn === true;
  const action = (id: Exclude<OpenDialog, undefined>, label: string): DetailsAction => ({
    id,
    label,
    onSelect: () => {
      setOpen(id);
    },
    ...(id === "delete" && { isDanger: true }),
  });
  return {
    actions: [
      action("duplicate", t("authentication.flows.duplicate.action")),
      action("bind", t("authentication.flows.bind.action")),
      ...(isBuiltIn
        ? []
        : [
            action("edit", t("authentication.flows.edit.action")),
            action("delete", t("authentication.flows.delete.action")),
          ]),
    ],
    dialogs: (
      <>
        {open === "duplicate" && (
          <DuplicateFlowDialog
            flow={flow}
            onClose={close}
            onDuplicated={(id) => {
              void navigate(toFlow({ realm, id, usedBy: "notInUse" }));
            }}
          />
        )}
        {open === "bind" && (
          <BindFlowDialog
            flow={flow}
            onClose={close}
            onBound={() => {
              // The address names how the flow is used: now by one of the realm's bindings.
              void navigate(
                toFlow({ realm, id: flow.id ?? "", usedBy: "default", builtIn: isBuiltIn }),
                { replace: true },
              );
            }}
          />
        )}
        {open === "edit" && <EditFlowDialog flow={flow} onClose={close} />}
        {open === "delete" && (
          <DeleteFlowDialog
            flow={flow}
            onClose={close}
            onDeleted={() => {
              void navigate(toAuthentication({ realm }), afterDeletion);
            }}
          />
        )}
      </>
    ),
  };
}
