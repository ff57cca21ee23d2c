import type { UserProfileMetadata, UserRepresentation } from "@gatehouse/admin-client";
import type { GroupChoice } from "@/shared/group-picker/group-choice";
import {
  userFormValues,
  userRepresentationFrom,
  type UserFormValues,
} from "@/shared/ui/user-profile/user-form-state";

/** The create form: the user-profile fields, the switches and required actions, and groups to join. */
export type NewUserFormValues = UserFormValues & { joinGroups: GroupChoice[] };

/** An empty new user: enabled, e-mail not verified, no required actions, the profile's defaults. */
export function newUserFormValues(metadata: UserProfileMetadata | undefined): NewUserFormValues {
  return {
    ...userFormValues({ enabled: true, emailVerified: false, requiredActions: [] }, metadata),
    joinGroups: [],
  };
}

/** The user to create; it joins the chosen groups by path in the same request. */
export function newUserFrom({ joinGroups, ...values }: NewUserFormValues): UserRepresentation {
  const user = userRepresentationFrom(values);
  return {
    ...user,
    ...(joinGroups.length > 0 && { groups: joinGroups.map((group) => group.path) }),
  };
}

/** The details form of an existing user. */
export function userDetailsFormValues(user: UserRepresentation): UserFormValues {
  return userFormValues({ requiredActions: [], ...user });
}

/**
 * The user to save from the details form: starts from the stored user so fields the form does not
 * show survive, without the read-only parts the server fills in.
 */
export function updatedUserFrom(
  values: UserFormValues,
  stored: UserRepresentation,
): UserRepresentation {
  const { access: _access, ...user } = userRepresentationFrom(values, stored);
  return user;
}
