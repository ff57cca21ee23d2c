import { createContext, useContext, type ReactNode } from "react";
import type { Environment } from "./environment";

const EnvironmentContext = createContext<Environment | undefined>(undefined);

export function EnvironmentProvider({
  environment,
  children,
}: {
  environment: Environment;
  children: ReactNode;
}) {
  return <EnvironmentContext.Provider value={environment}>{children}</EnvironmentContext.Provider>;
}

/**
 * The page's environment (server addresses, sign-in realm, logo).
 *
 * @example
 * const { masterRealm } = useEnvironment();
 */
export function useEnvironment(): Environment {
  const environment = useContext(EnvironmentContext);
  if (environment === undefined) throw new Error("useEnvironment needs an EnvironmentProvider.");
  return environment;
}
