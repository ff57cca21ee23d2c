import { routePath } from "./route-path";

/**
 * The address of the realm's sessions. Here rather than in the sessions area because the realm's
 * home links to it too, and areas do not import each other.
 */
export const sessionsPath = "/:realm/sessions";

export interface SessionsParams {
  realm: string;
}

export const toSessions = ({ realm }: SessionsParams): string => routePath(sessionsPath, { realm });
