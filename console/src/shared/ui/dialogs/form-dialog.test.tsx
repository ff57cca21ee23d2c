import { useState } from "react";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { configure, renderWithProviders, screen, waitFor, within } from "../../../../test/render";
import type { ErrorMessage } from "@/shared/api/error-message";
import { TextControl } from "@/shared/ui/form/text-control";
import { FormDialog } from "./form-dialog";

// Busy machines render PatternFly slowly; wait long enough that only behaviour can fail a test.
configure({ asyncUtilTimeout: 20_000 });

interface TeamValues {
  name: string;
  motto: string;
}

function Harness({
  onSubmit,
  withConflict = false,
}: {
  onSubmit: (values: TeamValues) => unknown;
  withConflict?: boolean;
}) {
  const [open, setOpen] = useState(true);
  const form = useForm<TeamValues>({ defaultValues: { name: "", motto: "" }, mode: "onChange" });
  if (!open) return <p>closed</p>;
  return (
    <FormDialog<TeamValues>
      title="Rename the team"
      description="Teams are shown by name."
      form={form}
      submitLabel="Save team"
      errorTitle="The team could not be saved"
      onSubmit={onSubmit}
      onClose={() => {
        setOpen(false);
      }}
      {...(withConflict && {
        refusedField: (failure: ErrorMessage, { name }: TeamValues) =>
          failure.status === 409
            ? { field: "name" as const, message: `${name} is taken already.` }
            : undefined,
      })}
    >
      <TextControl<TeamValues> name="name" label="Name" rules={{ required: "Give a name." }} />
      <TextControl<TeamValues> name="motto" label="Motto" />
    </FormDialog>
  );
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((onResolve) => {
    resolve = onResolve;
  });
  return { promise, resolve };
}

/** A failed admin-client call, as the admin client rejects with it. */
const serverError = (status: number, responseData: unknown) =>
  Object.assign(new Error("Network response was not OK."), {
    response: new Response(null, { status }),
    responseData,
  });

async function openDialog(onSubmit: (values: TeamValues) => unknown, withConflict = false) {
  const rendered = await renderWithProviders(
    <Harness onSubmit={onSubmit} withConflict={withConflict} />,
  );
  const dialog = screen.getByRole("dialog", { name: "Rename the team" });
  return { ...rendered, dialog };
}

describe("FormDialog", { timeout: 30_000 }, () => {
  it("saves the typed values, shows the save as pending with cancel still usable, then closes", async () => {
    const save = deferred();
    const onSubmit = vi.fn(() => save.promise);
    const { user, dialog } = await openDialog(onSubmit);
    expect(dialog).toHaveAccessibleDescription("Teams are shown by name.");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Owls");
    await user.click(within(dialog).getByRole("button", { name: "Save team" }));

    expect(onSubmit).toHaveBeenCalledWith({ name: "Owls", motto: "" });
    expect(await within(dialog).findByRole("progressbar", { name: "Working…" })).toBeVisible();
    expect(within(dialog).getByRole("button", { name: /Save team/ })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeEnabled();
    save.resolve();
    expect(await screen.findByText("closed")).toBeInTheDocument();
  });

  it("checks the fields before saving", async () => {
    const onSubmit = vi.fn();
    const { user, dialog } = await openDialog(onSubmit);
    await user.click(within(dialog).getByRole("button", { name: "Save team" }));
    expect(await within(dialog).findByText("Give a name.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's validation errors on their fields and keeps what was typed", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(serverError(400, { field: "motto", errorMessage: "Too loud", params: [] })),
    );
    const { user, dialog } = await openDialog(onSubmit);
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Owls");
    await user.type(within(dialog).getByRole("textbox", { name: "Motto" }), "HOOT");
    await user.click(within(dialog).getByRole("button", { name: "Save team" }));

    const motto = within(dialog).getByRole("textbox", { name: "Motto" });
    await waitFor(() => {
      expect(motto).toHaveAccessibleDescription(/Too loud/);
    });
    expect(motto).toHaveValue("HOOT");
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("Owls");
    expect(
      within(dialog).queryByRole("heading", { name: /could not be saved/ }),
    ).not.toBeInTheDocument();
  });

  it("shows any other failure inside the dialog, keeps the values and saves on a second try", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(
        serverError(409, { error: "conflict", error_description: "The name is taken" }),
      )
      .mockResolvedValueOnce(undefined);
    const { user, dialog } = await openDialog(onSubmit);
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Owls");
    await user.click(within(dialog).getByRole("button", { name: "Save team" }));

    expect(
      await within(dialog).findByRole("heading", { name: /The team could not be saved/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("The name is taken")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: "Name" })).toHaveValue("Owls");
    await user.click(within(dialog).getByRole("button", { name: "Save team" }));
    expect(await screen.findByText("closed")).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("puts a conflict on the field the form names for it, keeping the values", async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(serverError(409, { errorMessage: "Team Owls already exists" }))
      .mockResolvedValueOnce(undefined);
    const { user, dialog } = await openDialog(onSubmit, true);
    const name = within(dialog).getByRole("textbox", { name: "Name" });
    await user.type(name, "Owls");
    await user.type(within(dialog).getByRole("textbox", { name: "Motto" }), "Hoot");
    await user.click(within(dialog).getByRole("button", { name: "Save team" }));

    await waitFor(() => {
      expect(name).toHaveAccessibleDescription("Owls is taken already.");
    });
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveFocus();
    expect(within(dialog).getByRole("textbox", { name: "Motto" })).toHaveValue("Hoot");
    expect(
      within(dialog).queryByRole("heading", { name: /could not be saved/ }),
    ).not.toBeInTheDocument();
    await user.type(name, "2");
    await user.click(within(dialog).getByRole("button", { name: "Save team" }));
    expect(await screen.findByText("closed")).toBeInTheDocument();
  });

  it("shows a validation error about a field the form lacks as a failure of the whole form", async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(serverError(400, { field: "colour", errorMessage: "No such colour" })),
    );
    const { user, dialog } = await openDialog(onSubmit);
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Owls");
    await user.click(within(dialog).getByRole("button", { name: "Save team" }));
    expect(
      await within(dialog).findByRole("heading", { name: /The team could not be saved/ }),
    ).toBeInTheDocument();
  });

  it("closes on cancel, on Escape and from its translated close button without saving", async () => {
    const onSubmit = vi.fn();
    for (const close of ["cancel", "escape", "close"] as const) {
      const { user, dialog, unmount } = await openDialog(onSubmit);
      if (close === "cancel")
        await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
      if (close === "escape") await user.keyboard("{Escape}");
      if (close === "close")
        await user.click(within(dialog).getByRole("button", { name: "Close" }));
      expect(await screen.findByText("closed")).toBeInTheDocument();
      unmount();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
