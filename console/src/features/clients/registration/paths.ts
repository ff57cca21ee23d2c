import { clientsPath } from "@/shared/paths/client-paths";
import { routePath } from "@/shared/paths/route-path";

/** Who registers clients under a policy: anyone, or callers holding a token or a role. */
export const registrationSubTabs = ["anonymous", "authenticated"] as const;
export type RegistrationSubTab = (typeof registrationSubTabs)[number];

export interface ClientRegistrationParams {
  realm: string;
  subTab: RegistrationSubTab;
}

export interface RegistrationPolicyParams extends ClientRegistrationParams {
  /** The policy provider, e.g. `max-clients`. */
  providerId: string;
  /** The stored policy (a realm component); absent when adding one. */
  id?: string | undefined;
}

export const createInitialAccessTokenPath = `${clientsPath}/initialAccessToken/create`;
export const clientRegistrationPath = `${clientsPath}/client-registration/:subTab`;
export const registrationPolicyPath = `${clientRegistrationPath}/:providerId/:id?`;

export const toCreateInitialAccessToken = ({ realm }: { realm: string }): string =>
  routePath(createInitialAccessTokenPath, { realm });

export const toClientRegistration = ({ realm, subTab }: ClientRegistrationParams): string =>
  routePath(clientRegistrationPath, { realm, subTab });

export const toRegistrationPolicy = ({
  realm,
  subTab,
  providerId,
  id,
}: RegistrationPolicyParams): string =>
  routePath(registrationPolicyPath, { realm, subTab, providerId, id });
