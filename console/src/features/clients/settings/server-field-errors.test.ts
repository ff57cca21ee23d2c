import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { clientFieldError } from "./server-field-errors";

const t = ((key: string) => key) as unknown as TFunction;

/** A refusal as the admin client throws it: the response's status and its parsed body. */
const refusal = (status: number, body: unknown) => ({
  message: "Request failed",
  response: { status },
  responseData: body,
});
const invalidInput = (description: string) =>
  refusal(400, { error: "invalid_input", error_description: description });

describe("clientFieldError", () => {
  it.each([
    ["Root URL is not a valid URL", "rootUrl", "clientSettings.invalidUrl"],
    ["Base URL uses an illegal scheme", "baseUrl", "clientSettings.illegalScheme"],
    ["Admin URL uses an illegal scheme", "adminUrl", "clientSettings.illegalScheme"],
    ["A redirect URI is not a valid URI", "redirectUris", "clientSettings.invalidUrl"],
    [
      "A post-logout redirect URI uses an illegal scheme",
      "attributes.post%2Elogout%2Eredirect%2Euris",
      "clientSettings.illegalScheme",
    ],
    [
      "Front-channel logout URL is not a valid URL",
      "attributes.frontchannel%2Elogout%2Eurl",
      "clientSettings.invalidUrl",
    ],
    [
      "Backchannel logout URL uses an illegal scheme",
      "attributes.backchannel%2Elogout%2Eurl",
      "clientSettings.illegalScheme",
    ],
    [
      "Logout Service POST Binding URL uses an illegal scheme",
      "attributes.saml_single_logout_service_url_post",
      "clientSettings.illegalScheme",
    ],
  ])("puts %j on its field", (description, field, message) => {
    expect(clientFieldError(invalidInput(description), t)).toEqual({ field, message });
  });

  it("puts a taken client id on the client id", () => {
    expect(
      clientFieldError(refusal(409, { errorMessage: "Client billing already exists" }), t),
    ).toEqual({ field: "clientId", message: "clientSettings.clientIdTaken" });
  });

  it("leaves a refusal that names no field to the alert", () => {
    expect(clientFieldError(refusal(403, { error: "unknown_error" }), t)).toBeUndefined();
    expect(clientFieldError(new Error("Network down"), t)).toBeUndefined();
  });
});
