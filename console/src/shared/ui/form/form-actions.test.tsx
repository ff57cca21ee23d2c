import { describe, expect, it } from "vitest";
import { renderWithProviders, screen, waitFor } from "../../../../test/render";
import { FormActions, SaveButton } from "./form-actions";
import { TestForm } from "./test-form";
import { TextControl } from "./text-control";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

describe("SaveButton", componentTimeout, () => {
  it("stays disabled until the form is changed and valid", async () => {
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ name: "ada" }}>
        <TextControl name="name" label="Name" rules={{ required: true }} />
        <SaveButton />
      </TestForm>,
    );
    const save = screen.getByRole("button", { name: "Save" });
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(save).toBeDisabled();
    await user.type(input, "!");
    await waitFor(() => expect(save).toBeEnabled());
    await user.clear(input);
    await waitFor(() => expect(save).toBeDisabled());
    await user.type(input, "grace");
    await waitFor(() => expect(save).toBeEnabled());
  });

  it("is disabled while the page is loading", async () => {
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ name: "" }}>
        <TextControl name="name" label="Name" />
        <SaveButton isLoading />
      </TestForm>,
    );
    await user.type(screen.getByRole("textbox", { name: "Name" }), "x");
    expect(screen.getByRole("button", { name: /^Saving\s*Save$/ })).toBeDisabled();
  });

  it("is disabled while the form is submitting", async () => {
    let finish: () => void = () => undefined;
    const { user } = await renderWithProviders(
      <TestForm
        defaultValues={{ name: "" }}
        onSubmit={() =>
          new Promise<void>((resolve) => {
            finish = resolve;
          })
        }
      >
        <TextControl name="name" label="Name" />
        <SaveButton />
      </TestForm>,
    );
    await user.type(screen.getByRole("textbox", { name: "Name" }), "x");
    const save = screen.getByRole("button", { name: "Save" });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(save).toHaveAccessibleName(/^Saving\s*Save$/);
    finish();
    await waitFor(() => expect(save).toBeEnabled());
  });

  it("can be enabled for an unchanged form or forced either way", async () => {
    await renderWithProviders(
      <TestForm defaultValues={{ name: "ada" }}>
        <TextControl name="name" label="Name" />
        <SaveButton allowUnchanged>Create</SaveButton>
        <SaveButton isDisabled={false} data-testid="forced-on">
          Forced on
        </SaveButton>
        <SaveButton isDisabled data-testid="forced-off">
          Forced off
        </SaveButton>
      </TestForm>,
    );
    await waitFor(() => expect(screen.getByRole("button", { name: "Create" })).toBeEnabled());
    expect(screen.getByRole("button", { name: "Forced on" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Forced off" })).toBeDisabled();
  });
});

describe("FormActions", componentTimeout, () => {
  it("reverts the changes and offers cancel", async () => {
    let cancelled = false;
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ name: "ada" }}>
        {(form) => (
          <>
            <TextControl name="name" label="Name" />
            <FormActions
              onRevert={() => {
                form.reset();
              }}
              onCancel={() => {
                cancelled = true;
              }}
            />
          </>
        )}
      </TestForm>,
    );
    const revert = screen.getByRole("button", { name: "Revert" });
    expect(revert).toBeDisabled();
    const input = screen.getByRole("textbox", { name: "Name" });
    await user.type(input, "!");
    await user.click(revert);
    expect(input).toHaveValue("ada");
    expect(revert).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(cancelled).toBe(true);
  });
});
