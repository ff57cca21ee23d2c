import { describe, expect, it } from "vitest";
import {
  isLoginSwitchLocked,
  isLoginSwitchShown,
  loginChange,
  loginValues,
} from "./login-switches";
import { testRealm } from "./realm-settings-test-server";

describe("login switches", () => {
  it("reads every switch, missing ones as off", () => {
    expect(loginValues({ realm: "bare", rememberMe: true })).toEqual({
      registrationAllowed: false,
      resetPasswordAllowed: false,
      rememberMe: true,
      registrationEmailAsUsername: false,
      loginWithEmailAllowed: false,
      duplicateEmailsAllowed: false,
      verifyEmail: false,
      editUsernameAllowed: false,
    });
  });

  it("turns duplicate e-mails off with login with e-mail or e-mail as username", () => {
    expect(loginChange("loginWithEmailAllowed", true)).toEqual({
      loginWithEmailAllowed: true,
      duplicateEmailsAllowed: false,
    });
    expect(loginChange("registrationEmailAsUsername", true)).toEqual({
      registrationEmailAsUsername: true,
      duplicateEmailsAllowed: false,
    });
    expect(loginChange("loginWithEmailAllowed", false)).toEqual({ loginWithEmailAllowed: false });
    expect(loginChange("registrationAllowed", true)).toEqual({ registrationAllowed: true });
  });

  it("hides login with e-mail under e-mail as username and locks duplicate e-mails", () => {
    const values = { ...loginValues(testRealm()), registrationEmailAsUsername: true };
    expect(isLoginSwitchShown("loginWithEmailAllowed", values)).toBe(false);
    expect(isLoginSwitchShown("duplicateEmailsAllowed", values)).toBe(true);
    expect(isLoginSwitchLocked("duplicateEmailsAllowed", values)).toBe(true);
    const free = { ...values, registrationEmailAsUsername: false, loginWithEmailAllowed: false };
    expect(isLoginSwitchLocked("duplicateEmailsAllowed", free)).toBe(false);
  });
});
