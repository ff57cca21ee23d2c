import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen, waitFor } from "../../../../test/render";
import { FileUploadControl } from "./file-upload-control";
import { TestForm } from "./test-form";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

describe("FileUploadControl", componentTimeout, () => {
  it("reads a text file into the field and shows its name and size", async () => {
    const onSubmit = vi.fn();
    const { user, container } = await renderWithProviders(
      <TestForm defaultValues={{ key: "" }} onSubmit={onSubmit}>
        <FileUploadControl name="key" label="Private key" />
      </TestForm>,
    );
    const text = "-----BEGIN KEY-----\n" + "x".repeat(1500) + "\n-----END KEY-----";
    // The browse button opens the browser's file picker; the hidden input behind it takes the file.
    const fileInput = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!fileInput) throw new Error("no file input");
    await user.upload(fileInput, new File([text], "key.pem", { type: "text/plain" }));

    const area = screen.getByRole("textbox", { name: "Private key" });
    await waitFor(() => expect(area).toHaveValue(text));
    expect(screen.getByRole("textbox", { name: "File name for Private key" })).toHaveValue(
      "key.pem",
    );
    expect(screen.getByText("Size: 1.5 kB")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ key: text }, expect.anything());
  });

  it("clears the text and the file name", async () => {
    const onSubmit = vi.fn();
    const { user } = await renderWithProviders(
      <TestForm defaultValues={{ key: "abc" }} onSubmit={onSubmit}>
        <FileUploadControl name="key" label="Private key" />
      </TestForm>,
    );
    expect(screen.getByText("Size: 3 bytes")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByRole("textbox", { name: "Private key" })).toHaveValue("");
    expect(screen.queryByText(/^Size:/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onSubmit).toHaveBeenCalledWith({ key: "" }, expect.anything());
  });
});
