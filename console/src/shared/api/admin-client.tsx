import type KeycloakAdminClient from "@gatehouse/admin-client";
import { createContext, useContext, type ReactNode } from "react";

export type AdminClient = KeycloakAdminClient;

const AdminClientContext = createContext<AdminClient | undefined>(undefined);

export function AdminClientProvider({
  client,
  children,
}: {
  client: AdminClient;
  children: ReactNode;
}) {
  return <AdminClientContext.Provider value={client}>{children}</AdminClientContext.Provider>;
}

/**
 * The signed-in admin client. Every call passes `realm` explicitly (from `useRealm()`), so the
 * client's own default realm never decides where a request goes.
 *
 * @example
 * const client = useAdminClient();
 * const realm = useRealm();
 * useQuery({ queryKey: ["users", realm], queryFn: () => client.users.find({ realm }), staleTime: 30_000 });
 */
export function useAdminClient(): AdminClient {
  const client = useContext(AdminClientContext);
  if (client === undefined) throw new Error("useAdminClient needs an AdminClientProvider.");
  return client;
}
