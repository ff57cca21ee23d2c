import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { catchDownloads } from "@/shared/lib/download-file-test-kit";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, userEvent } from "../../../../test/render";
import { useRealmSettingsServer } from "../realm-settings-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const quickTheme = ["QUICK_THEME"];
const route = "/acme/realm-settings/themes/quick-theme";
const nameField = () => screen.findByRole("textbox", { name: /^Theme name/ }, { timeout: 15_000 });
const colourField = (label: string, scheme: "Light" | "Dark" = "Light") =>
  screen.getByRole("textbox", { name: `${label} (${scheme} scheme)` });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("realm settings quick theme", { timeout: 90_000 }, () => {
  it("shows the themes tab's own tabs only when the server has quick themes", async () => {
    useRealmSettingsServer(server);
    const { unmount } = await renderConsole({ route: "/acme/realm-settings/themes" });
    expect(
      await screen.findByRole("button", { name: /^Login theme/ }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.queryByRole("tab", { name: "Quick theme" })).toBeNull();
    unmount();

    useRealmSettingsServer(server, { features: quickTheme });
    const { user } = await renderConsole({ route: "/acme/realm-settings/themes" });
    expect(
      await screen.findByRole("tab", { name: "Settings" }, { timeout: 15_000 }),
    ).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Themes" })).toHaveAttribute("aria-selected", "true");
    await user.click(screen.getByRole("tab", { name: "Quick theme" }));
    expect(await nameField()).toBeVisible();
    expect(screen.getByRole("tab", { name: "Themes" })).toHaveAttribute("aria-selected", "true");
  });

  it("says what is wrong with a name or colour next to it and downloads nothing then", async () => {
    useRealmSettingsServer(server, { features: quickTheme });
    const files = catchDownloads();
    const { user } = await renderConsole({ route });
    await user.type(await nameField(), "acme brand");
    const lightPrimary = colourField("Primary colour");
    await user.clear(lightPrimary);
    await user.type(lightPrimary, "#12345");
    await user.click(screen.getByRole("button", { name: "Download theme JAR" }));
    expect(
      await screen.findByText(
        "Use letters, digits and dashes only, starting with a letter or digit.",
      ),
    ).toBeVisible();
    expect(screen.getByText("Enter a hex colour, such as #0066cc.")).toBeVisible();
    expect(lightPrimary).toHaveAttribute("aria-invalid", "true");
    expect(files).toEqual([]);
  });

  it("previews the chosen colours and downloads them as a theme JAR", async () => {
    useRealmSettingsServer(server, { features: quickTheme });
    const files = catchDownloads();
    const { user } = await renderConsole({ route });
    await user.type(await nameField(), "acme-brand");
    const lightPrimary = colourField("Primary colour");
    await user.clear(lightPrimary);
    await user.type(lightPrimary, "#ff5500");
    const darkPrimary = colourField("Primary colour", "Dark");
    await user.clear(darkPrimary);
    await user.type(darkPrimary, "#00ff88");
    const preview = screen.getByRole("img", { name: /^Preview of the sign-in page/ });
    expect(preview.innerHTML).toContain("rgb(255, 85, 0)");
    await user.click(screen.getByRole("button", { name: "Dark scheme" }));
    expect(preview.innerHTML).toContain("rgb(0, 255, 136)");
    expect(screen.getByText(/choose "acme-brand" as the login theme/)).toBeVisible();
    expect(screen.queryByText(/is hard to read/)).toBeNull();
    const darkLink = colourField("Link colour", "Dark");
    await user.clear(darkLink);
    await user.type(darkLink, "#222222");
    expect(
      screen.getByText(
        "Link colour (Dark scheme) is hard to read on the background: contrast 1.1:1, at least 4.5:1 is recommended.",
      ),
    ).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Download theme JAR" }));
    await vi.waitFor(() => {
      expect(files).toHaveLength(1);
    });
    const [jar] = files;
    expect(jar?.name).toBe("acme-brand.jar");
    const zip = unzipSync(new Uint8Array((await jar?.blob.arrayBuffer()) ?? new ArrayBuffer(0)));
    expect(Object.keys(zip)).toContain("theme/acme-brand/login/theme.properties");
    const css = strFromU8(
      zip["theme/acme-brand/login/resources/css/quick-theme.css"] ?? new Uint8Array(),
    );
    expect(css).toContain("--pf-v5-global--primary-color--100: #ff5500;");
    expect(css).toContain("--pf-v5-global--primary-color--100: #00ff88;");
  });

  it("refuses a logo of another type or too large, with the reason under the field", async () => {
    useRealmSettingsServer(server, { features: quickTheme });
    const { user } = await renderConsole({ route });
    await nameField();
    const logo = screen.getByLabelText("Logo");
    // The browse dialog offers only images; a file dropped or picked otherwise may be anything.
    const anyFile = userEvent.setup({ applyAccept: false });
    await anyFile.upload(logo, new File(["hello"], "notes.txt", { type: "text/plain" }));
    expect(await screen.findByText(/^This type of file cannot be used/)).toBeVisible();
    await user.upload(
      logo,
      new File([new Uint8Array(1024 * 1024 + 1)], "big.png", { type: "image/png" }),
    );
    expect(await screen.findByText(/^This file is too large/)).toBeVisible();
    await user.upload(logo, new File([new Uint8Array([1, 2])], "mark.png", { type: "image/png" }));
    expect(await screen.findByText("Chosen: mark.png")).toBeVisible();
    expect(screen.queryByText(/^This file is too large/)).toBeNull();
  });

  it("shows a view-realm administrator the quick theme read-only, without the download", async () => {
    useRealmSettingsServer(server, { features: quickTheme, rights: ["view-realm"] });
    await renderConsole({ route });
    expect(await nameField()).toBeDisabled();
    expect(colourField("Link colour")).toBeDisabled();
    expect(screen.getByLabelText("Favicon")).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Download theme JAR" })).toBeNull();
  });
});
