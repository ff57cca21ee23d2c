import type { RealmRepresentation } from "@gatehouse/admin-client";
import type { RealmChanges } from "./form-state";

/** The realm's login options, each a switch saved on its own. */
export const loginSwitches = [
  "registrationAllowed",
  "resetPasswordAllowed",
  "rememberMe",
  "registrationEmailAsUsername",
  "loginWithEmailAllowed",
  "duplicateEmailsAllowed",
  "verifyEmail",
  "editUsernameAllowed",
] as const satisfies readonly (keyof RealmRepresentation)[];
export type LoginSwitch = (typeof loginSwitches)[number];

export type LoginValues = Record<LoginSwitch, boolean>;

export function loginValues(realm: RealmRepresentation): LoginValues {
  return Object.fromEntries(
    loginSwitches.map((name) => [name, realm[name] ?? false]),
  ) as LoginValues;
}

/**
 * What turning one switch sends. The server lets duplicate e-mails win over signing in with an
 * e-mail address and over e-mail as username, quietly turning those off; so turning either of
 * them on turns duplicate e-mails off in the same save, where the administrator sees it.
 */
export function loginChange(name: LoginSwitch, on: boolean): RealmChanges {
  if (on && (name === "loginWithEmailAllowed" || name === "registrationEmailAsUsername")) {
    return { [name]: true, duplicateEmailsAllowed: false };
  }
  return { [name]: on };
}

/** Whether a switch is shown: with e-mail as username, users sign in with their e-mail anyway. */
export function isLoginSwitchShown(name: LoginSwitch, values: LoginValues): boolean {
  return !(name === "loginWithEmailAllowed" && values.registrationEmailAsUsername);
}

/**
 * Whether a switch is locked by another one: duplicate e-mails cannot be turned on while users
 * sign in with their e-mail address or use it as username, since an address must then be unique.
 */
export function isLoginSwitchLocked(name: LoginSwitch, values: LoginValues): boolean {
  return (
    name === "duplicateEmailsAllowed" &&
    !values.duplicateEmailsAllowed &&
    (values.loginWithEmailAllowed || values.registrationEmailAsUsername)
  );
}
