import { NetworkError, type UserProfileMetadata } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen, within } from "../../../../test/render";
import { applyServerErrors } from "@/shared/api/server-validation";
import { TestForm } from "../form/test-form";
import { userFormValues, userRepresentationFrom, type UserFormValues } from "./user-form-state";
import { UserProfileFields } from "./user-profile-fields";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

/**
 * Metadata as Keycloak 26 sends it. The admin client's `UserProfileValidatorMetadata` nests the
 * options one level deeper than the wire format (`validators.options.options` is the list), so
 * fixtures are written as the server sends them, as plain objects.
 */
function fromServer(metadata: object): UserProfileMetadata {
  return metadata;
}

// The shape Keycloak 26 returns from /users/profile/metadata, trimmed.
const metadata = fromServer({
  attributes: [
    { name: "username", displayName: "${username}", required: true, readOnly: false },
    { name: "email", displayName: "${email}", annotations: { inputType: "html5-email" } },
    { name: "firstName", displayName: "${firstName}" },
    { name: "lastName", displayName: "${lastName}", readOnly: true },
    {
      name: "department",
      displayName: "Department",
      group: "work",
      annotations: {
        inputHelperTextBefore: "As on your badge.",
        inputHelperTextAfter: "Three to five letters.",
        inputTypePlaceholder: "e.g. SALES",
      },
    },
    {
      name: "colour",
      displayName: "Colour",
      group: "work",
      required: true,
      annotations: {
        inputType: "select",
        inputOptionLabels: { red: "${firstName}", blue: "Blue" },
      },
      validators: { options: { options: ["red", "blue"] } },
    },
  ],
  groups: [
    { name: "work", displayHeader: "Work", displayDescription: "Where the user works" },
    { name: "empty", displayHeader: "Nothing here" },
  ],
});

async function renderProfile(profile: UserProfileMetadata, values: Partial<UserFormValues> = {}) {
  const onSubmit = vi.fn();
  const rendered = await renderWithProviders(
    <TestForm defaultValues={{ ...userFormValues({}, profile), ...values }} onSubmit={onSubmit}>
      <UserProfileFields metadata={profile} />
    </TestForm>,
  );
  return { ...rendered, onSubmit };
}

function attribute(name: string, annotations: Record<string, unknown>, extra: object = {}) {
  return fromServer({ attributes: [{ name, displayName: name, annotations, ...extra }] });
}

describe("UserProfileFields", componentTimeout, () => {
  it("puts the root attributes on top and the others under attributes.", async () => {
    const { user, onSubmit } = await renderProfile(metadata);
    await user.type(screen.getByRole("textbox", { name: "Username" }), "ada");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "ada@example.org");
    const department = screen.getByRole("textbox", { name: "Department" });
    expect(department).toHaveAttribute("data-testid", "attributes.department");
    await user.type(department, "RND");
    await user.click(screen.getByRole("button", { name: /^Colour/ }));
    await user.click(screen.getByRole("option", { name: "Blue" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const values = onSubmit.mock.calls[0]?.[0] as UserFormValues;
    expect(userRepresentationFrom(values)).toEqual({
      username: "ada",
      email: "ada@example.org",
      firstName: "",
      lastName: "",
      attributes: { department: ["RND"], colour: ["blue"] },
    });
  });

  it("translates display names and shows groups as sections with header and description", async () => {
    await renderProfile(metadata);
    expect(screen.getByRole("textbox", { name: "First name" })).toBeInTheDocument();
    const work = screen.getByRole("heading", { name: "Work" });
    expect(work.parentElement).toHaveTextContent("Where the user works");
    expect(screen.queryByRole("heading", { name: "Nothing here" })).not.toBeInTheDocument();
  });

  it("marks required attributes and disables read-only ones", async () => {
    await renderProfile(metadata);
    expect(screen.getByRole("textbox", { name: "Username" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Last name" })).toBeDisabled();
  });

  it("shows the helper texts before and after the input and the placeholder", async () => {
    await renderProfile(metadata);
    const department = screen.getByRole("textbox", { name: "Department" });
    expect(department).toHaveAttribute("placeholder", "e.g. SALES");
    expect(department).toHaveAccessibleDescription("Three to five letters.");
    expect(screen.getByText("As on your badge.")).toBeVisible();
  });

  it("labels options from inputOptionLabels, translating placeholders", async () => {
    const { user } = await renderProfile(metadata);
    await user.click(screen.getByRole("button", { name: /^Colour/ }));
    const options = within(screen.getByRole("listbox")).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["First name", "Blue"]);
  });

  it("renders a text area with rows and columns", async () => {
    await renderProfile(
      attribute("bio", { inputType: "textarea", inputTypeRows: "7", inputTypeCols: 40 }),
    );
    const bio = screen.getByRole("textbox", { name: "bio" });
    expect(bio.tagName).toBe("TEXTAREA");
    expect(bio).toHaveAttribute("rows", "7");
    expect(bio).toHaveAttribute("cols", "40");
  });

  it("renders a multiselect from the options validator", async () => {
    const { user, onSubmit } = await renderProfile(
      attribute(
        "tags",
        { inputType: "multiselect" },
        { multivalued: true, validators: { options: { options: ["a", "b"] } } },
      ),
    );
    await user.click(screen.getByRole("button", { name: /^tags/ }));
    await user.click(screen.getByRole("checkbox", { name: "a" }));
    await user.click(screen.getByRole("checkbox", { name: "b" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ attributes: { tags: ["a", "b"] } }),
      expect.anything(),
    );
  });

  it("renders radio buttons and check boxes", async () => {
    const options = { validators: { options: { options: ["x", "y"] } } };
    const { user, onSubmit } = await renderProfile(
      fromServer({
        attributes: [
          {
            name: "one",
            displayName: "One",
            annotations: { inputType: "select-radiobuttons" },
            ...options,
          },
          {
            name: "many",
            displayName: "Many",
            multivalued: true,
            annotations: { inputType: "multiselect-checkboxes" },
            ...options,
          },
        ],
      }),
    );
    const one = screen.getByRole("radiogroup", { name: "One" });
    await user.click(within(one).getByRole("radio", { name: "y" }));
    const many = screen.getByRole("group", { name: "Many" });
    await user.click(within(many).getByRole("checkbox", { name: "y" }));
    await user.click(within(many).getByRole("checkbox", { name: "x" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ attributes: { one: "y", many: ["x", "y"] } }),
      expect.anything(),
    );
  });

  it.each([
    ["html5-email", "email"],
    ["html5-tel", "tel"],
    ["html5-url", "url"],
    ["html5-date", "date"],
    ["html5-month", "month"],
    ["html5-time", "time"],
    ["html5-datetime-local", "datetime-local"],
    ["html5-week", "text"],
    ["something-else", "text"],
  ])("renders %s as an input of type %s", async (inputType, type) => {
    const { container } = await renderProfile(attribute("field", { inputType }));
    expect(container.querySelector('[data-testid="attributes.field"]')).toHaveAttribute(
      "type",
      type,
    );
  });

  it("bounds html5 numbers with the min, max and step annotations", async () => {
    const { user } = await renderProfile(
      attribute("age", {
        inputType: "html5-number",
        inputTypeMin: "18",
        inputTypeMax: 120,
        inputTypeStep: "1",
      }),
    );
    const age = screen.getByRole("spinbutton", { name: "age" });
    expect(age).toHaveAttribute("min", "18");
    expect(age).toHaveAttribute("max", "120");
    expect(age).toHaveAttribute("step", "1");
    await user.type(age, "12");
    expect(await screen.findByText("Enter 18 or more.")).toBeVisible();
  });

  it("checks length and pattern annotations", async () => {
    const { user } = await renderProfile(
      attribute("code", {
        inputTypeMinlength: 2,
        inputTypeMaxlength: "4",
        inputTypePattern: "[A-Z]+",
      }),
    );
    const code = screen.getByRole("textbox", { name: "code" });
    expect(code).toHaveAttribute("maxlength", "4");
    await user.type(code, "a");
    expect(await screen.findByText("Enter at least 2 characters.")).toBeVisible();
    await user.type(code, "b");
    expect(await screen.findByText("The value does not have the required format.")).toBeVisible();
  });

  it("refuses before sending what the length and email validators refuse", async () => {
    const { user, onSubmit } = await renderProfile(
      fromServer({
        attributes: [
          { name: "username", displayName: "name", validators: { length: { min: 3, max: 8 } } },
          { name: "email", displayName: "mail", validators: { email: {}, length: { max: 255 } } },
        ],
      }),
    );
    const name = screen.getByRole("textbox", { name: "name" });
    const mail = screen.getByRole("textbox", { name: "mail" });
    // The validator is the server's rule, not the input's: the input still takes what is typed.
    expect(name).not.toHaveAttribute("maxlength");
    await user.type(name, "ab");
    await user.type(mail, "ada at home");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findByText("Enter at least 3 characters.")).toBeVisible();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(mail).toHaveAccessibleDescription("Enter a valid e-mail address.");
    await user.type(name, "cdefghi");
    expect(await screen.findByText("Enter at most 8 characters.")).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();

    // A host without a dot is an address the server takes.
    await user.clear(name);
    await user.type(name, "ada");
    await user.clear(mail);
    await user.type(mail, "ada@localhost");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ username: "ada", email: "ada@localhost" }),
      expect.anything(),
    );
  });

  it("edits a multivalued attribute as a list of inputs", async () => {
    const { user, onSubmit } = await renderProfile(attribute("phones", {}, { multivalued: true }), {
      attributes: { phones: ["1"] },
    });
    await user.click(screen.getByRole("button", { name: "Add value" }));
    await user.type(screen.getByRole("textbox", { name: "phones, value 2" }), "2");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ attributes: { phones: ["1", "2"] } }),
      expect.anything(),
    );
  });
});

function ProfileWithServerErrors({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <TestForm defaultValues={userFormValues({}, metadata)}>
      {(form) => (
        <>
          <UserProfileFields metadata={metadata} />
          <button type="button" onClick={() => applyServerErrors(error, form.setError, { t })}>
            Fail
          </button>
        </>
      )}
    </TestForm>
  );
}

describe("UserProfileFields with server errors", componentTimeout, () => {
  it("shows a server error on attributes.department beside the department field", async () => {
    const error = new NetworkError("Network response was not OK.", {
      response: new Response(null, { status: 400 }),
      responseData: {
        field: "department",
        errorMessage: "error-invalid-length",
        params: ["department", 3, 5],
      },
    });
    const { user } = await renderWithProviders(<ProfileWithServerErrors error={error} />);
    await user.click(screen.getByRole("button", { name: "Fail" }));
    expect(screen.getByRole("textbox", { name: "Department" })).toHaveAccessibleDescription(
      "Enter between 3 and 5 characters.",
    );
  });

  it("offers the realm's locales for the locale attribute when internationalisation is on", async () => {
    const profile = fromServer({ attributes: [{ name: "locale", displayName: "Language" }] });
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={userFormValues({}, profile)} onSubmit={onSubmit}>
        <UserProfileFields metadata={profile} locales={["fr", "de"]} />
      </TestForm>,
    );
    await user.click(screen.getByRole("button", { name: /^Language/ }));
    await user.click(await screen.findByRole("option", { name: "German" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const [submitted] = onSubmit.mock.lastCall as [UserFormValues];
    expect(submitted.attributes["locale"]).toBe("de");
  });

  it("keeps the locale attribute a text field when the realm offers no locales", async () => {
    const profile = fromServer({ attributes: [{ name: "locale", displayName: "Language" }] });
    await renderProfile(profile);
    expect(screen.getByRole("textbox", { name: /^Language/ })).toBeInTheDocument();
  });
});
