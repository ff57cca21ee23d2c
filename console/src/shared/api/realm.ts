import { useParams } from "react-router";
import { useEnvironment } from "./environment-context";

/**
 * The realm the console is showing: the `:realm` segment of the address, else the environment's
 * sign-in realm. Derived from the router on every render, never kept in a mutable global, so a
 * request can never go to the previous realm after a switch.
 *
 * @example
 * const realm = useRealm();
 * useQuery(usersQuery(client, realm));
 */
export function useRealm(): string {
  const { realm } = useParams();
  const environment = useEnvironment();
  return realm ?? environment.realm;
}
