import { createContext, useContext, type ReactNode } from "react";

/** Identity-token claims the console shows. */
export interface SessionProfile {
  given_name?: string;
  family_name?: string;
  preferred_username?: string;
  /** Address of the user's picture (the `picture` claim), only http(s). */
  picture?: string;
  /** The user's e-mail address, where the server sends test e-mails of the realm's settings. */
  email?: string;
}

/** What the console needs from the signed-in session, whatever adapter provides it. */
export interface Session {
  profile: SessionProfile;
  signOut: () => void;
  manageAccount: () => void;
}

const SessionContext = createContext<Session | undefined>(undefined);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/**
 * The signed-in session: the user's name claims, sign-out and the account page.
 *
 * @example
 * const { signOut } = useSession();
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (session === undefined) throw new Error("useSession needs a SessionProvider.");
  return session;
}
