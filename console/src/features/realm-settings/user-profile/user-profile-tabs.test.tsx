import type { UserEvent } from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";
import { useUserProfileServer } from "./user-profile-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const attributesRoute = "/acme/realm-settings/user-profile/attributes";
const jsonRoute = "/acme/realm-settings/user-profile/json-editor";

beforeAll(() => {
  // jsdom does no layout; CodeMirror measures text ranges, so they report empty boxes.
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null });
  Range.prototype.getBoundingClientRect = () => new DOMRect();
});

/** Types at the start of the editor, waiting for CodeMirror to take in each key. */
async function typeInEditor(user: UserEvent, editor: HTMLElement, text: string) {
  await user.click(editor);
  await user.keyboard("{Control>}{Home}{/Control}");
  for (const char of text) {
    const before = editor.textContent;
    await user.keyboard(char);
    await waitFor(() => {
      expect(editor.textContent).not.toBe(before);
    });
  }
}
const names = (saved: { attributes?: { name?: string }[] } | undefined) =>
  saved?.attributes?.map((attribute) => attribute.name);

describe("realm settings user profile tab", { timeout: 90_000 }, () => {
  it("lists the attributes in their order and saves a move with one request", async () => {
    const { saves, profile } = useUserProfileServer(server);
    const { user } = await renderConsole({ route: attributesRoute });
    const table = await screen.findByRole("grid", { name: "User profile attributes" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[1]?.textContent)).toEqual([
      "username",
      "email",
      "firstName",
      "phone",
    ]);
    expect(within(rows[3] as HTMLElement).getByText("contact")).toBeInTheDocument();
    // Display names naming a message show its text, as the user forms do.
    expect(within(rows[2] as HTMLElement).getByText("First name")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Move phone up" }));
    expect(await screen.findByText("Attribute order saved")).toBeInTheDocument();
    expect(saves).toHaveLength(1);
    expect(names(saves[0])).toEqual(["username", "email", "phone", "firstName"]);
    // The groups and other settings go back as they were.
    expect(saves[0]?.groups).toEqual(profile.groups);
  });

  it("deletes an attribute after confirming, and never the username or e-mail", async () => {
    const { saves } = useUserProfileServer(server);
    const { user } = await renderConsole({ route: attributesRoute });
    await user.click(await screen.findByRole("button", { name: "Actions for username" }));
    expect(screen.getByRole("menuitem", { name: "Delete" })).toBeDisabled();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Actions for phone" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: /Delete attribute phone\?/ });
    expect(saves).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Attribute phone deleted")).toBeInTheDocument();
    expect(names(saves[0])).toEqual(["username", "email", "firstName"]);
  });

  it("refuses text that is not JSON at the editor and sends the edited configuration whole", async () => {
    const { saves } = useUserProfileServer(server);
    const { user } = await renderConsole({ route: jsonRoute });
    const editor = await screen.findByRole("textbox", { name: "User profile configuration" });
    expect(editor).toHaveTextContent('"name": "phone"');
    await typeInEditor(user, editor, "x");
    expect(await screen.findByText("Enter valid JSON.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(saves).toHaveLength(0);
    await user.keyboard("{Backspace} ");
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findByText("User profile saved")).toBeInTheDocument();
    expect(names(saves[0])).toEqual(["username", "email", "firstName", "phone"]);
    expect(saves[0]?.groups).toEqual([
      { name: "contact", displayHeader: "Contact", displayDescription: "How to reach you" },
    ]);
  });

  it("shows the server's refusal of the JSON at the editor and keeps the text", async () => {
    useUserProfileServer(server, { refuseProfile: "Invalid attribute name" });
    const { user } = await renderConsole({ route: jsonRoute });
    const editor = await screen.findByRole("textbox", { name: "User profile configuration" });
    await typeInEditor(user, editor, " ");
    await user.click(await screen.findByRole("button", { name: "Save" }));
    expect(await screen.findAllByText(/Invalid attribute name/)).not.toHaveLength(0);
    expect(editor).toHaveAttribute("aria-invalid", "true");
    expect(editor.textContent.startsWith(" ")).toBe(true);
  });

  it("shows a view-realm administrator the profile read-only", async () => {
    useUserProfileServer(server, { rights: ["view-realm"] });
    const { user } = await renderConsole({ route: attributesRoute });
    expect(
      await screen.findByRole("grid", { name: "User profile attributes" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Move phone up" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Create attribute" })).toBeNull();
    expect(screen.queryByRole("link", { name: "phone" })).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Attributes groups" }));
    expect(await screen.findByRole("link", { name: "contact" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Create attributes group" })).toBeNull();
    await user.click(screen.getByRole("tab", { name: "JSON editor" }));
    await waitFor(() => {
      expect(screen.getByRole("textbox", { name: "User profile configuration" })).toHaveAttribute(
        "aria-readonly",
        "true",
      );
    });
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
