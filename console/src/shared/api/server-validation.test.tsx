import { NetworkError } from "@gatehouse/admin-client";
import type { TFunction } from "i18next";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestI18n, renderWithProviders, screen } from "../../../test/render";
import { TextControl } from "../ui/form/text-control";
import {
  applyServerErrors,
  componentSettingError,
  readServerErrors,
  translateServerMessage,
} from "./server-validation";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

function networkError(status: number, responseData: unknown) {
  return new NetworkError("Network response was not OK.", {
    response: new Response(null, { status }),
    responseData,
  });
}

// Bodies as Keycloak 26 sends them when creating or updating a user.
const oneError = {
  field: "department",
  errorMessage: "error-invalid-length",
  params: ["department", 3, 5],
};
const severalErrors = {
  errors: [
    { field: "email", errorMessage: "error-invalid-email", params: ["email", "nope"] },
    { field: "site", errorMessage: "error-invalid-uri-scheme", params: ["site", "ftp://x", "ftp"] },
    { field: "site", errorMessage: "error-pattern-no-match", params: ["site", "^https.*"] },
  ],
};

describe("readServerErrors", componentTimeout, () => {
  it("reads one error, a list, or an errors object, from a NetworkError or a body", () => {
    expect(readServerErrors(networkError(400, oneError))).toEqual([oneError]);
    expect(readServerErrors(severalErrors).map((error) => error.field)).toEqual([
      "email",
      "site",
      "site",
    ]);
    expect(readServerErrors([oneError])).toEqual([oneError]);
  });

  it("places the server's username and e-mail conflicts on their fields", () => {
    expect(
      readServerErrors(networkError(409, { errorMessage: "User exists with same username" })),
    ).toEqual([{ field: "username", errorMessage: "usernameExistsMessage", params: [] }]);
    expect(readServerErrors({ errorMessage: "User exists with same email" })[0]?.field).toBe(
      "email",
    );
  });

  it("finds nothing in errors that name no field", () => {
    expect(readServerErrors(networkError(500, { error: "unknown_error" }))).toEqual([]);
    expect(readServerErrors(new Error("offline"))).toEqual([]);
    expect(readServerErrors(networkError(400, "Bad Request"))).toEqual([]);
    expect(readServerErrors(undefined)).toEqual([]);
  });
});

describe("componentSettingError", () => {
  const properties = [
    { name: "max-clients", label: "max-clients.label" },
    { name: "hosts", label: "Trusted hosts" },
    { name: "days", label: "Days" },
    { name: "daysBefore", label: "Days before" },
  ];
  let t: TFunction;
  beforeAll(async () => {
    t = (await createTestI18n()).t;
  });
  /** The setting a 400 answer with this text names, and what to show at it. */
  const settingOf = (text: string) =>
    componentSettingError(networkError(400, { errorMessage: text }), properties, t);

  it("finds the setting the server names by its label and says what is wrong in the console's words", () => {
    expect(settingOf("'max-clients.label' should be a number")).toEqual({
      name: "max-clients",
      message: "Enter a number.",
    });
    expect(settingOf("'Trusted hosts' is required")).toEqual({
      name: "hosts",
      message: "This field is required.",
    });
    expect(settingOf("'Trusted hosts' should be a list")).toEqual({
      name: "hosts",
      message: "'Trusted hosts' should be a list",
    });
    // A label the form does not show, or another kind of answer, is no setting's error.
    expect(settingOf("'other.label' is required")).toBe(undefined);
    expect(componentSettingError(networkError(500, {}), properties, t)).toBe(undefined);
  });

  it("reads a provider's own words that open with a setting's label as that setting's error", () => {
    expect(settingOf("Days before must be between 0 and 365.")).toEqual({
      name: "daysBefore",
      message: "Days before must be between 0 and 365.",
    });
    expect(settingOf("Days must be positive.")).toEqual({
      name: "days",
      message: "Days must be positive.",
    });
    expect(settingOf("Daysbefore is wrong.")).toBe(undefined);
    expect(settingOf("The subject is required.")).toBe(undefined);
  });
});

describe("translateServerMessage", componentTimeout, () => {
  let t: TFunction;
  beforeAll(async () => {
    const i18n = await createTestI18n();
    i18n.addResource("en", "translation", "realm-color-error", "Pick one of {1} or {2}.");
    t = i18n.t;
  });

  it.each([
    ["error-invalid-length", ["a", 3, 5], "Enter between 3 and 5 characters."],
    ["error-invalid-length-too-short", ["a", 3, null], "Enter at least 3 characters."],
    ["error-invalid-length-too-long", ["a", null, 1], "Enter at most 1 character."],
    ["error-invalid-email", ["email", "x"], "Enter a valid e-mail address."],
    ["error-invalid-value", ["colour"], "This value is not one of the allowed values."],
    ["error-user-attribute-required", ["colour"], "This field is required."],
    ["error-pattern-no-match", ["site", "^a"], "The value does not have the required format."],
    [
      "error-invalid-uri-scheme",
      ["site", "ftp://x", "ftp"],
      "URLs starting with ftp are not allowed.",
    ],
    ["error-number-out-of-range", ["age", 1, 150], "Enter a number from 1 to 150."],
    ["error-number-out-of-range-too-small", ["age", 10, null], "Enter 10 or more."],
    ["error-invalid-multivalued-size", ["tags", 1, 2], "Enter between 1 and 2 values."],
    ["error-user-attribute-read-only", ["ro"], "This attribute cannot be changed."],
    ["usernameExistsMessage", [], "This username is already taken."],
    ["${error-invalid-email}", [], "Enter a valid e-mail address."],
  ])("translates %s", (message, params, expected) => {
    expect(translateServerMessage(message, params, t)).toBe(expected);
  });

  it("uses the realm's own message for other keys and fills in the parameters", () => {
    expect(translateServerMessage("realm-color-error", ["c", "red", "blue"], t)).toBe(
      "Pick one of red or blue.",
    );
    expect(translateServerMessage("${realm-color-error}", ["c", "red", "blue"], t)).toBe(
      "Pick one of red or blue.",
    );
  });

  it("shows an unknown text as it came", () => {
    expect(translateServerMessage("Something odd happened", [], t)).toBe("Something odd happened");
  });
});

/** A user form whose save fails with `error`, handled as a page would. */
function UserForm({ error, onPlaced }: { error: Error; onPlaced: (placed: boolean) => void }) {
  const { t } = useTranslation();
  const form = useForm({
    defaultValues: { email: "nope", attributes: { department: "ab", site: "ftp://x" } },
  });
  const save = form.handleSubmit(async () => {
    try {
      await Promise.reject(error);
    } catch (caught) {
      onPlaced(applyServerErrors(caught, form.setError, { t }));
    }
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void save(event)}>
        <TextControl name="email" label="Email" />
        <TextControl name="attributes.department" label="Department" />
        <TextControl name="attributes.site" label="Site" />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe("applyServerErrors", componentTimeout, () => {
  it("puts user-profile attribute errors under attributes. and root ones on the top level", async () => {
    const placed: boolean[] = [];
    const error = networkError(400, {
      errors: [...severalErrors.errors, oneError],
    });
    const { user } = await renderWithProviders(
      <UserForm error={error} onPlaced={(result) => placed.push(result)} />,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Enter between 3 and 5 characters.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Department" })).toHaveAccessibleDescription(
      "Enter between 3 and 5 characters.",
    );
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      "Enter a valid e-mail address.",
    );
    expect(screen.getByRole("textbox", { name: "Site" })).toHaveAccessibleDescription(
      "URLs starting with ftp are not allowed. The value does not have the required format.",
    );
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveFocus();
    expect(placed).toEqual([true]);
  });

  it("reports that nothing was placed for errors without fields", async () => {
    const placed: boolean[] = [];
    const { user } = await renderWithProviders(
      <UserForm
        error={networkError(500, { error: "unknown_error" })}
        onPlaced={(result) => placed.push(result)}
      />,
    );
    await user.click(screen.getByRole("button", { name: "Save" }));
    await expect.poll(() => placed).toEqual([false]);
    expect(screen.getByRole("textbox", { name: "Email" })).not.toHaveAccessibleDescription();
  });

  it("accepts another field mapping", async () => {
    const { t } = await createTestI18n();
    const calls: string[] = [];
    applyServerErrors(oneError, (name) => calls.push(name), {
      t,
      fieldName: (field) => `config.${field}`,
    });
    expect(calls).toEqual(["config.department"]);
  });
});
