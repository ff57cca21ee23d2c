import type { UserRepresentation } from "@gatehouse/admin-client";
import type { MultiValueMap } from "@/shared/lib/key-value";

/** How the realm's user profile treats attributes it does not declare, for the attributes tab. */
export type UnmanagedAccess = "hidden" | "view" | "edit";

/** The profile's `unmanagedAttributePolicy`: unset means unmanaged attributes are off. */
export function unmanagedAccessOf(policy: string | undefined): UnmanagedAccess {
  switch (policy) {
    case "ENABLED":
    case "ADMIN_EDIT":
      return "edit";
    case "ADMIN_VIEW":
      return "view";
    default:
      return "hidden";
  }
}

/**
 * The user to save with new unmanaged attributes: the stored user, its managed attributes as they
 * are (the server would otherwise clear them), the previous unmanaged ones replaced by `next`
 * (so a removed row removes the attribute), without the parts the server fills in.
 */
export function withUnmanagedAttributes(
  stored: UserRepresentation,
  previous: MultiValueMap,
  next: MultiValueMap,
): UserRepresentation {
  const { userProfileMetadata: _metadata, access: _access, attributes = {}, ...user } = stored;
  const merged = new Map(
    Object.entries(attributes).filter(([name]) => !Object.hasOwn(previous, name)),
  );
  for (const [name, values] of Object.entries(next)) merged.set(name, values);
  return { ...user, attributes: Object.fromEntries(merged) };
}
