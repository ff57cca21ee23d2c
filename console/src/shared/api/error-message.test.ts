import { describe, expect, it } from "vitest";
import { createTestI18n } from "../../../test/render";
import { errorMessage } from "./error-message";

/** Builds an error shaped like the admin client's `NetworkError`, without importing it. */
function networkError(
  status: number,
  responseData: unknown,
  message = "Network response was not OK.",
  statusText = "",
) {
  return Object.assign(new Error(message), {
    name: "NetworkError",
    response: new Response(null, { status, statusText }),
    responseData,
  });
}

describe("errorMessage", () => {
  it("reads the server's error field and error_description with the status", () => {
    const error = networkError(400, {
      error: "invalid_request",
      error_description: "Realm name is required",
    });
    expect(errorMessage(error)).toEqual({
      message: "invalid_request",
      description: "Realm name is required",
      status: 400,
    });
  });

  it("reads errorMessage when the body has no error field", () => {
    expect(
      errorMessage(networkError(409, { errorMessage: "User exists with same username" })),
    ).toEqual({
      message: "User exists with same username",
      status: 409,
    });
  });

  it("turns a single field error into a field error and a message", () => {
    const error = networkError(400, {
      field: "email",
      errorMessage: "invalidEmailMessage",
      params: ["email"],
    });
    expect(errorMessage(error)).toEqual({
      message: "invalidEmailMessage",
      status: 400,
      fieldErrors: [{ field: "email", errorMessage: "invalidEmailMessage", params: ["email"] }],
    });
  });

  it("collects a list of field errors, given as an array or under errors", () => {
    const list = [
      {
        field: "username",
        errorMessage: "error-username-invalid-character",
        params: ["username", 3],
      },
      { field: "firstName", errorMessage: "error-person-name-invalid-character" },
    ];
    const expected = [
      {
        field: "username",
        errorMessage: "error-username-invalid-character",
        params: ["username", "3"],
      },
      { field: "firstName", errorMessage: "error-person-name-invalid-character", params: [] },
    ];
    expect(errorMessage(networkError(400, list)).fieldErrors).toEqual(expected);
    const wrapped = errorMessage(networkError(400, { errors: list }));
    expect(wrapped.fieldErrors).toEqual(expected);
    expect(wrapped.message).toBe(
      "error-username-invalid-character; error-person-name-invalid-character",
    );
  });

  it("shows a short plain-text body but not an HTML error page", () => {
    expect(
      errorMessage(networkError(502, "Bad gateway", "Unable to determine error message.")).message,
    ).toBe("Bad gateway");
    expect(
      errorMessage(
        networkError(500, "<html><body>Oops</body></html>", "Unable to determine error message."),
      ).message,
    ).toBe("HTTP 500");
  });

  it("names the answer's status when its body says nothing", () => {
    expect(errorMessage(networkError(500, undefined))).toEqual({
      message: "HTTP 500",
      status: 500,
    });
    expect(
      errorMessage(networkError(502, "", "Unable to determine error message.", "Bad Gateway")),
    ).toEqual({ message: "HTTP 502 Bad Gateway", status: 502 });
  });

  it("falls back to the error's own message when there is no answer at all", () => {
    expect(errorMessage(new TypeError("Failed to fetch"))).toEqual({
      message: "Failed to fetch",
    });
  });

  it("explains in the administrator's language a call that timed out or reached no server", async () => {
    const { t } = await createTestI18n();
    const timedOut = new DOMException("signal timed out", "TimeoutError");
    expect(errorMessage(timedOut, t)).toEqual({
      message: "the server did not answer within 60 seconds",
    });
    for (const words of ["Failed to fetch", "NetworkError when attempting to fetch resource."])
      expect(errorMessage(new TypeError(words), t)).toEqual({
        message: "the server could not be reached (check the network connection)",
      });
    // A programming error is no network failure: its own words stay.
    expect(errorMessage(new TypeError("x is undefined"), t)).toEqual({ message: "x is undefined" });
  });

  it("reads OAuth error objects thrown by the login adapter", () => {
    expect(errorMessage({ error: "access_denied", error_description: "User cancelled" })).toEqual({
      message: "access_denied",
      description: "User cancelled",
    });
  });

  it("uses the message of a plain Error and the text of a string", () => {
    expect(errorMessage(new Error("Failed to fetch"))).toEqual({ message: "Failed to fetch" });
    expect(errorMessage("Something broke")).toEqual({ message: "Something broke" });
  });

  it("returns an empty message for values that carry nothing", () => {
    expect(errorMessage(undefined)).toEqual({ message: "" });
    expect(errorMessage(null)).toEqual({ message: "" });
    expect(errorMessage({})).toEqual({ message: "" });
    expect(errorMessage(42)).toEqual({ message: "42" });
  });
});
