import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen } from "../../../../test/render";
import { TestForm } from "../form/test-form";
import { TextControl } from "../form/text-control";
import { configFormValues, configRepresentation } from "./config-values";
import type { DynamicFieldComponent } from "./dynamic-field-types";
import { DynamicFields } from "./dynamic-fields";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

async function renderFields(
  properties: ConfigPropertyRepresentation[],
  config: Record<string, unknown> = {},
  extra: { components?: Record<string, DynamicFieldComponent>; prefix?: string } = {},
) {
  const prefix = extra.prefix ?? "config";
  const onSubmit = vi.fn();
  const rendered = await renderWithProviders(
    <TestForm
      defaultValues={{ [prefix]: configFormValues(config, properties) }}
      onSubmit={onSubmit}
    >
      <DynamicFields properties={properties} {...extra} />
    </TestForm>,
  );
  return { ...rendered, onSubmit };
}

describe("DynamicFields", componentTimeout, () => {
  const textbox = () => screen.getByRole("textbox", { name: "Field" });
  it.each<[string, () => void]>([
    ["String", () => expect(textbox()).toHaveAttribute("type", "text")],
    [
      "Text",
      () => {
        expect(textbox().tagName).toBe("TEXTAREA");
      },
    ],
    ["Integer", () => expect(screen.getByRole("spinbutton", { name: "Field" })).toBeVisible()],
    ["Number", () => expect(screen.getByRole("spinbutton", { name: "Field" })).toBeVisible()],
    ["boolean", () => expect(screen.getByRole("switch", { name: "Field" })).toBeVisible()],
    [
      "List",
      () => expect(screen.getByRole("button", { name: "Field Select an option" })).toBeVisible(),
    ],
    [
      "MultivaluedList",
      () => expect(screen.getByRole("button", { name: "Field Select an option" })).toBeVisible(),
    ],
    [
      "MultivaluedString",
      () => expect(screen.getByRole("textbox", { name: "Field, value 1" })).toBeVisible(),
    ],
    ["Password", () => expect(screen.getByLabelText("Field")).toHaveAttribute("type", "password")],
    ["Role", () => expect(textbox()).toHaveAttribute("type", "text")],
    ["Client", () => expect(textbox()).toHaveAttribute("type", "text")],
    ["Group", () => expect(textbox()).toHaveAttribute("type", "text")],
    [
      "Script",
      () => {
        expect(textbox().tagName).toBe("TEXTAREA");
      },
    ],
    ["File", () => expect(screen.getByRole("button", { name: "Browse…" })).toBeVisible()],
    [
      "Map",
      () => expect(screen.getByRole("group", { name: "Field" })).toHaveTextContent("Add attribute"),
    ],
    ["Url", () => expect(textbox()).toHaveAttribute("type", "url")],
    ["ClientList", () => expect(textbox()).toHaveAttribute("type", "text")],
    ["UserProfileAttributeList", () => expect(textbox()).toHaveAttribute("type", "text")],
  ])("renders a %s property as its control", async (type, check) => {
    await renderFields([{ name: "field", label: "Field", type, options: ["a", "b"] }]);
    check();
  });

  it("falls back to a text input for unknown types", async () => {
    await renderFields([{ name: "future", label: "Unknown field", type: "FancyNewType" }]);
    expect(screen.getByRole("textbox", { name: "Unknown field" })).toHaveAttribute("type", "text");
  });

  it("names fields under the prefix with dots in names protected", async () => {
    await renderFields(
      [{ name: "claim.name", label: "Claim", type: "String" }],
      {},
      { prefix: "config" },
    );
    expect(screen.getByRole("textbox", { name: "Claim" })).toHaveAttribute(
      "data-testid",
      "config.claim%2Ename",
    );
  });

  it("uses another prefix when given", async () => {
    const onSubmit = vi.fn();
    const properties = [{ name: "a.b", label: "Field", type: "String" }];
    const { user } = await renderWithProviders(
      <TestForm
        defaultValues={{ settings: configFormValues({ "a.b": "x" }, properties) }}
        onSubmit={onSubmit}
      >
        <DynamicFields properties={properties} prefix="settings" />
      </TestForm>,
    );
    expect(screen.getByRole("textbox", { name: "Field" })).toHaveValue("x");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ settings: { "a%2Eb": "x" } }, expect.anything());
  });

  it("edits the server's configuration and writes it back", async () => {
    const properties: ConfigPropertyRepresentation[] = [
      { name: "claim.name", label: "Token claim name", type: "String", required: true },
      { name: "multivalued", label: "Multivalued", type: "boolean", defaultValue: false },
    ];
    const { user, onSubmit } = await renderFields(properties, { "claim.name": "email" });
    const claim = screen.getByRole("textbox", { name: "Token claim name" });
    expect(claim).toHaveValue("email");
    expect(claim).toBeRequired();
    await user.type(claim, "_verified");
    await user.click(screen.getByRole("switch", { name: "Multivalued" }));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const values = onSubmit.mock.calls[0]?.[0] as { config: Record<string, unknown> };
    expect(configRepresentation(values.config, properties, "single")).toEqual({
      "claim.name": "email_verified",
      multivalued: "true",
    });
  });

  it("shows help texts, edits secrets as passwords and disables read-only properties", async () => {
    await renderFields([
      {
        name: "secret",
        label: "Client secret",
        type: "String",
        secret: true,
        helpText: "Keep it safe.",
      },
      { name: "fixed", label: "Fixed", type: "String", readOnly: true },
    ]);
    expect(screen.getByLabelText("Client secret")).toHaveAttribute("type", "password");
    expect(
      screen.getByRole("button", { name: "More information about Client secret" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Fixed" })).toBeDisabled();
  });

  it("takes other components for a type, for pickers", async () => {
    const RolePicker: DynamicFieldComponent = ({ name, label }) => (
      <TextControl name={name} label={`${label} (picker)`} />
    );
    await renderFields(
      [{ name: "role", label: "Role", type: "Role" }],
      {},
      { components: { Role: RolePicker } },
    );
    expect(screen.getByRole("textbox", { name: "Role (picker)" })).toBeInTheDocument();
  });
});
