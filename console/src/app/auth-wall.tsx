import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { isRouteHandle } from "./route-handle";

/**
 * Shows the page only when the user holds the rights of every matching route; otherwise the
 * forbidden message with the rights that are missing.
 */
export function AuthWall({ children }: { children: ReactNode }) {
  const access = useAccess();
  const accesses = useMatches().flatMap((match) =>
    isRouteHandle(match.handle) ? [match.handle.access] : [],
  );
  if (accesses.every((entry) => access.allows(entry))) return children;
  return <ForbiddenSection missingRights={access.missingRights(accesses)} />;
}
