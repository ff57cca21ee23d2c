import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

export interface ExecuteActionsRequest {
  actions: string[];
  /** Seconds the link in the e-mail stays valid. */
  lifespan: number;
  redirectUri?: string;
  clientId?: string;
}

/** E-mails the user a link that walks them through the chosen required actions. */
export function useExecuteActionsEmail(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: (request: ExecuteActionsRequest) =>
      client.users.executeActionsEmail({ realm, id, ...request }),
  });
}
