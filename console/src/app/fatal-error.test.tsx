import { NetworkError } from "@gatehouse/admin-client";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen } from "../../test/render";
import { FatalErrorDialog, fatalErrorKind } from "./fatal-error";

function networkError(status: number, body: unknown) {
  return new NetworkError("failed", {
    response: new Response(JSON.stringify(body), { status }),
    responseData: body,
  });
}

describe("fatalErrorKind", () => {
  it("treats a 403 as forbidden and anything else as other", () => {
    expect(fatalErrorKind(networkError(403, {}))).toBe("forbidden");
    expect(fatalErrorKind(networkError(500, {}))).toBe("other");
    expect(fatalErrorKind(new Error("boom"))).toBe("other");
  });
});

describe("FatalErrorDialog", () => {
  it("offers to try signing in again after a sign-in failure", async () => {
    const onReload = vi.fn();
    const { user } = await renderWithProviders(
      <FatalErrorDialog kind="sign-in" error={new Error("Timeout")} onReload={onReload} />,
    );
    expect(screen.getByRole("dialog", { name: /Something went wrong/ })).toHaveTextContent(
      "Timeout",
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(onReload).toHaveBeenCalledOnce();
  });

  it("falls back to a general description when the error says nothing", async () => {
    await renderWithProviders(<FatalErrorDialog kind="sign-in" onReload={() => undefined} />);
    expect(screen.getByRole("dialog")).toHaveTextContent(/cannot recover from/);
  });

  it("tells a forbidden user and offers sign-out", async () => {
    const onSignOut = vi.fn();
    const { user } = await renderWithProviders(
      <FatalErrorDialog
        kind="forbidden"
        error={networkError(403, { error: "HTTP 403 Forbidden" })}
        onReload={() => undefined}
        onSignOut={onSignOut}
      />,
    );
    expect(screen.getByRole("dialog")).toHaveTextContent(
      /not allowed to use the administration console/,
    );
    expect(screen.queryByRole("button", { name: "Reload" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign out" }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });

  it("shows the server's message and a reload button for other errors", async () => {
    const onReload = vi.fn();
    const { user } = await renderWithProviders(
      <FatalErrorDialog
        kind="other"
        error={networkError(500, { errorMessage: "Database down" })}
        onReload={onReload}
      />,
    );
    expect(screen.getByRole("dialog")).toHaveTextContent("Database down");
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(onReload).toHaveBeenCalledOnce();
  });
});
