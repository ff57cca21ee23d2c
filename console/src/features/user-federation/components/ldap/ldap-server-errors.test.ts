import { describe, expect, it } from "vitest";
import { createTestI18n } from "../../../../../test/render";
import { ldapServerFieldError, ldapTestReason } from "./ldap-server-errors";

/** An error shaped like the admin client's `NetworkError`. */
const refused = (status: number, errorMessage: string) =>
  Object.assign(new Error("Network response was not OK."), {
    name: "NetworkError",
    response: new Response(null, { status }),
    responseData: { errorMessage },
  });

describe("ldapServerFieldError", () => {
  it("places the server's refusal of a filter on the filter field, in the console's words", async () => {
    const { t } = await createTestI18n();
    expect(ldapServerFieldError(refused(400, "ldapErrorInvalidCustomFilter"), t)).toEqual({
      name: "config.customUserSearchFilter",
      message: "The server refused this filter: enter an LDAP filter in parentheses.",
    });
    expect(
      ldapServerFieldError(refused(400, "ldapErrorCantEnableStartTlsAndConnectionPooling"), t)
        ?.name,
    ).toBe("config.startTls");
  });

  it("leaves other refusals to the alert", async () => {
    const { t } = await createTestI18n();
    expect(ldapServerFieldError(refused(400, "something else"), t)).toBeUndefined();
    expect(ldapServerFieldError(refused(500, "ldapErrorInvalidCustomFilter"), t)).toBeUndefined();
  });
});

describe("ldapTestReason", () => {
  it("explains the server's known reasons and shows unknown ones as they came", async () => {
    const { t } = await createTestI18n();
    expect(ldapTestReason(refused(400, "AuthenticationFailure"), t)).toBe(
      "The directory refused the bind DN or credential (AuthenticationFailure).",
    );
    expect(ldapTestReason(refused(400, "SomethingNew"), t)).toBe("SomethingNew");
  });
});
