import { afterEach, describe, expect, it, vi } from "vitest";
import { configure, renderWithProviders, screen, waitFor } from "../../../../test/render";

// Busy machines render PatternFly slowly; wait long enough that only behaviour can fail a test.
configure({ asyncUtilTimeout: 20_000 });
import { CopyButton } from "./copy-button";
import { CopyInput } from "./copy-input";
import { copyFeedbackMs } from "./use-clipboard";

describe("CopyButton", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("copies the value and announces it", async () => {
    const { user } = await renderWithProviders(
      <CopyButton value="s3cr3t" label="Copy client secret" />,
    );
    expect(screen.getByRole("status")).toHaveTextContent("");
    await user.click(screen.getByRole("button", { name: "Copy client secret" }));
    expect(await navigator.clipboard.readText()).toBe("s3cr3t");
    expect(screen.getByRole("status")).toHaveTextContent("Copied to clipboard");
  });

  it("returns to its normal state after a moment", async () => {
    const { user } = await renderWithProviders(<CopyButton value="abc" />);
    await user.click(screen.getByRole("button", { name: "Copy to clipboard" }));
    expect(screen.getByRole("status")).toHaveTextContent("Copied to clipboard");
    await waitFor(
      () => {
        expect(screen.getByRole("status")).toHaveTextContent("");
      },
      { timeout: copyFeedbackMs + 5000 },
    );
  });

  it("says so when the browser refuses to copy", async () => {
    const { user } = await renderWithProviders(<CopyButton value="abc" />);
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(
      new DOMException("denied", "NotAllowedError"),
    );
    await user.click(screen.getByRole("button", { name: "Copy to clipboard" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Could not copy. Select the text and copy it yourself.",
    );
  });
});

describe("CopyInput", { timeout: 30_000 }, () => {
  it("shows the value read-only and copies it", async () => {
    const { user } = await renderWithProviders(
      <CopyInput
        value="https://example.org/callback"
        aria-label="Redirect URI"
        copyLabel="Copy redirect URI"
      />,
    );
    const field = screen.getByRole("textbox", { name: "Redirect URI" });
    expect(field).toHaveValue("https://example.org/callback");
    expect(field).toHaveAttribute("readonly");
    await user.click(screen.getByRole("button", { name: "Copy redirect URI" }));
    expect(await navigator.clipboard.readText()).toBe("https://example.org/callback");
  });
});
