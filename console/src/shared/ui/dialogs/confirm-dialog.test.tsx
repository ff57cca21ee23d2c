import { describe, expect, it, vi } from "vitest";
import { configure, renderWithProviders, screen, waitFor, within } from "../../../../test/render";

// Busy machines render PatternFly slowly; wait long enough that only behaviour can fail a test.
configure({ asyncUtilTimeout: 20_000 });
import type { ConfirmDialogOptions } from "./confirm-dialog";
import { useConfirmDialog } from "./use-confirm-dialog";

function Harness(options: ConfirmDialogOptions) {
  const { confirm, dialog } = useConfirmDialog();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          confirm(options);
        }}
      >
        open
      </button>
      {dialog}
    </>
  );
}

const base: ConfirmDialogOptions = {
  title: "Delete realm?",
  message: "The realm and everything in it will be gone.",
  confirmLabel: "Delete",
  onConfirm: () => undefined,
};

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

async function openDialog(options: Partial<ConfirmDialogOptions> = {}) {
  const rendered = await renderWithProviders(<Harness {...base} {...options} />);
  await rendered.user.click(screen.getByRole("button", { name: "open" }));
  return { ...rendered, dialog: screen.getByRole("dialog", { name: /Delete realm\?/ }) };
}

describe("useConfirmDialog", { timeout: 30_000 }, () => {
  it("shows the title and message and runs the action on confirm, then closes", async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await openDialog({ onConfirm });
    expect(dialog).toHaveAccessibleDescription(/The realm and everything in it will be gone\./);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
  });

  it("closes without running the action on cancel and on Escape", async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await openDialog({ onConfirm });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "open" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("marks a danger dialog with a warning and starts on cancel", async () => {
    const { dialog } = await openDialog({ variant: "danger", cancelLabel: "Keep it" });
    expect(
      within(dialog).getByRole("heading", { name: /Warning:\s*Delete realm\?/ }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(within(dialog).getByRole("button", { name: "Keep it" })).toHaveFocus();
    });
  });

  it("keeps the confirm button disabled until the name is typed exactly", async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await openDialog({ confirmationText: "acme", onConfirm });
    const confirmButton = within(dialog).getByRole("button", { name: "Delete" });
    expect(confirmButton).toBeDisabled();
    const input = within(dialog).getByRole("textbox", { name: 'Type "acme" to confirm' });
    await user.type(input, "acm");
    expect(confirmButton).toBeDisabled();
    await user.keyboard("{Enter}");
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(input, "e{Enter}");
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("shows the dialog as busy while the action runs", async () => {
    const action = deferred();
    const { user, dialog } = await openDialog({ onConfirm: () => action.promise });
    await user.click(within(dialog).getByRole("button", { name: /Delete/ }));
    expect(within(dialog).getByRole("progressbar", { name: "Working…" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: /Delete/ })).toBeDisabled();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    action.resolve();
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
  });

  it("stays open and shows the server's error when the action fails, and can be retried", async () => {
    let attempt = 0;
    const onConfirm = vi.fn(() => {
      attempt++;
      if (attempt === 1) {
        return Promise.reject(
          Object.assign(new Error("Network response was not OK."), {
            response: new Response(null, { status: 409 }),
            responseData: { error: "conflict", error_description: "The realm is in use" },
          }),
        );
      }
      return Promise.resolve();
    });
    const { user, dialog } = await openDialog({
      onConfirm,
      errorTitle: "Could not delete the realm",
    });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(
      await within(dialog).findByRole("heading", { name: /Could not delete the realm/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("conflict")).toBeInTheDocument();
    expect(within(dialog).getByText("The realm is in use")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeEnabled();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it("starts fresh each time it opens", async () => {
    const { user, dialog } = await openDialog({
      confirmationText: "acme",
      onConfirm: () => Promise.reject(new Error("boom")),
    });
    await user.type(within(dialog).getByRole("textbox"), "acme{Enter}");
    expect(await within(dialog).findByText("boom")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.click(screen.getByRole("button", { name: "open" }));
    const reopened = screen.getByRole("dialog");
    expect(within(reopened).getByRole("textbox")).toHaveValue("");
    expect(within(reopened).queryByText("boom")).not.toBeInTheDocument();
  });
});
