import type { UserRepresentation } from "@gatehouse/admin-client";

/** First and last name, whichever the user has, with a space between. */
export const fullName = (user: Pick<UserRepresentation, "firstName" | "lastName">): string =>
  [user.firstName, user.lastName].filter((part) => part !== undefined && part !== "").join(" ");
