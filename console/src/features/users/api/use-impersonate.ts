import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { userQuery } from "./user-query";

/** Where the browser goes once the server has started the session as the user. */
function follow(redirect: string, sameRealm: boolean) {
  // The administrator's own session ends when impersonating in the same realm, so the console
  // gives way; for another realm the console stays open and the user's session opens beside it.
  if (!sameRealm) {
    const opened = window.open(redirect, "_blank");
    if (opened !== null) {
      opened.opener = null;
      return;
    }
  }
  window.location.assign(redirect);
}

export interface ImpersonateOptions {
  /**
   * Asks the server first whether the user may be impersonated: list rows do not carry that
   * answer, a user read on its own does.
   */
  verify?: boolean;
}

/**
 * Starts an impersonation session for a user and takes the browser there, with an alert when the
 * server refuses. Used by the user page's header and the users list.
 */
export function useImpersonate() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  const { addAlert, addError } = useAlerts();
  const mutation = useMutation({
    mutationFn: async ({ id, verify }: { id: string; verify: boolean }) => {
      if (verify) {
        const user = await queryClient.query(userQuery(client, realm, id));
        if (user?.access?.["impersonate"] !== true) return undefined;
      }
      const answer = await client.users.impersonation({ realm, id }, { user: id, realm });
      // Followed here, not in a callback after the mutation: the server has just replaced the
      // administrator's session, and the console may react to that (and unmount this page, which
      // drops a call's own callbacks) before they would run.
      if (answer.redirect !== undefined) follow(answer.redirect, answer.sameRealm === true);
      return answer;
    },
  });
  const impersonate = (id: string, { verify = false }: ImpersonateOptions = {}) => {
    mutation.mutate(
      { id, verify },
      {
        onSuccess: (answer) => {
          if (answer === undefined) addAlert(t("users.impersonate.notAllowed"), "warning");
        },
        onError: (error) => {
          addError("users.header.impersonateError", error);
        },
      },
    );
  };
  return { impersonate, isPending: mutation.isPending };
}
