import { describe, expect, it, vi } from "vitest";
import { configure, renderWithProviders, screen, waitFor, within } from "../../../../test/render";
import { AlertProvider } from "@/shared/ui/alerts/alert-provider";
import { useConfirmAction, type ConfirmActionOptions } from "./use-confirm-action";

// Busy machines render PatternFly slowly; wait long enough that only behaviour can fail a test.
configure({ asyncUtilTimeout: 20_000 });

function Harness({ action }: { action: ConfirmActionOptions["action"] }) {
  const { ask, dialog } = useConfirmAction();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          ask({
            title: "Revoke this consent?",
            message: "The app must ask again.",
            confirmLabel: "Revoke",
            errorTitle: "The consent could not be revoked",
            action,
            successMessage: "The consent was revoked.",
          });
        }}
      >
        revoke
      </button>
      {dialog}
    </>
  );
}

async function ask(action: ConfirmActionOptions["action"]) {
  const rendered = await renderWithProviders(
    <AlertProvider>
      <Harness action={action} />
    </AlertProvider>,
  );
  await rendered.user.click(screen.getByRole("button", { name: "revoke" }));
  return { ...rendered, dialog: screen.getByRole("dialog", { name: /Revoke this consent\?/ }) };
}

describe("useConfirmAction", { timeout: 30_000 }, () => {
  it("asks as a danger dialog, runs the action on confirm and announces its success", async () => {
    const action = vi.fn(() => Promise.resolve());
    const { user, dialog } = await ask(action);
    expect(within(dialog).getByRole("heading", { name: /Warning/ })).toBeInTheDocument();
    expect(action).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("The consent was revoked.")).toBeInTheDocument();
    expect(action).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
  });

  it("keeps a failure inside the dialog and announces nothing", async () => {
    const { user, dialog } = await ask(() => Promise.reject(new Error("Consent is locked")));
    await user.click(within(dialog).getByRole("button", { name: "Revoke" }));
    expect(
      await within(dialog).findByRole("heading", { name: /The consent could not be revoked/ }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Consent is locked")).toBeInTheDocument();
    expect(screen.queryByText("The consent was revoked.")).not.toBeInTheDocument();
  });
});
