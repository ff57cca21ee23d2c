import type { SessionProfile } from "@/shared/api/session";

/**
 * The name the user menu shows: given plus family name; else either one; else the preferred
 * username; `undefined` when none is known (the menu then says 'unknown user').
 */
export function userDisplayName(profile: SessionProfile): string | undefined {
  const given = profile.given_name?.trim() ?? "";
  const family = profile.family_name?.trim() ?? "";
  const full = [given, family].filter((part) => part !== "").join(" ");
  if (full !== "") return full;
  const username = profile.preferred_username?.trim() ?? "";
  return username === "" ? undefined : username;
}
