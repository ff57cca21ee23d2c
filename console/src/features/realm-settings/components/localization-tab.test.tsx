import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen, waitFor, within } from "../../../../test/render";
import { useLocalizationServer } from "../themes-localization-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/realm-settings/localization";
const multilingual = {
  internationalizationEnabled: true,
  supportedLocales: ["en", "de"],
  defaultLocale: "en",
};

describe("realm settings localization tab", { timeout: 90_000 }, () => {
  it("turns internationalisation on with supported locales and a default among them", async () => {
    const state = useLocalizationServer(server);
    const { user } = await renderConsole({ route });
    await user.click(
      await screen.findByRole("switch", { name: "Internationalization" }, { timeout: 15_000 }),
    );
    const supported = screen.getByRole("button", { name: /^Supported locales/ });
    await user.click(supported);
    await user.click(screen.getByRole("checkbox", { name: "German" }));
    await user.click(screen.getByRole("checkbox", { name: "French" }));
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: /^Default locale/ }));
    await user.click(screen.getByRole("option", { name: "French" }));
    // Taking the default out of the supported locales is refused next to the default.
    await user.click(supported);
    await user.click(screen.getByRole("checkbox", { name: "French" }));
    await user.keyboard("{Escape}");
    expect(await screen.findByText("Choose one of the supported locales.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: /^Default locale/ }));
    await user.click(screen.getByRole("option", { name: "German" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Realm settings saved")).toBeInTheDocument();
    expect(state.saves[0]).toMatchObject({
      internationalizationEnabled: true,
      supportedLocales: ["de"],
      defaultLocale: "de",
    });
  });

  it("adds, edits in place and deletes the realm's own texts, asking before deleting", async () => {
    const state = useLocalizationServer(server, {
      realm: multilingual,
      texts: { en: { doLogIn: "Enter", loginTitle: "Welcome" }, de: { doLogIn: "Los" } },
    });
    const { user } = await renderConsole({ route });
    await user.click(
      await screen.findByRole("tab", { name: "Realm overrides" }, { timeout: 15_000 }),
    );
    const table = await screen.findByRole("grid", { name: "Realm overrides in English" });
    expect(await within(table).findByText("Welcome")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Add translation" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a translation" });
    await user.type(within(dialog).getByRole("textbox", { name: /^Key/ }), "doLogIn");
    expect(
      await within(dialog).findByText(
        "This locale already has a text for this key; change it in the list.",
      ),
    ).toBeVisible();
    await user.clear(within(dialog).getByRole("textbox", { name: /^Key/ }));
    await user.type(within(dialog).getByRole("textbox", { name: /^Key/ }), "doRegister");
    await user.type(within(dialog).getByRole("textbox", { name: /^Text/ }), "Join us");
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("Translation added")).toBeInTheDocument();
    expect(state.texts["en"]).toMatchObject({ doRegister: "Join us" });
    expect(await within(table).findByText("Join us")).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Edit the text of loginTitle" }));
    const field = screen.getByRole("textbox", { name: "Text of loginTitle" });
    await user.clear(field);
    await user.type(field, "Hello again");
    await user.click(screen.getByRole("button", { name: "Save the text of loginTitle" }));
    await waitFor(() => {
      expect(state.texts["en"]?.["loginTitle"]).toBe("Hello again");
    });
    expect(await within(table).findByText("Hello again")).toBeVisible();

    await user.click(screen.getByRole("checkbox", { name: "Select doLogIn" }));
    await user.click(screen.getByRole("checkbox", { name: "Select loginTitle" }));
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: /Delete translations\?/ });
    expect(within(confirm).getByText(/Selected texts in English: 2/)).toBeVisible();
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Translations deleted: 2")).toBeInTheDocument();
    expect(state.texts["en"]).toEqual({ doRegister: "Join us" });
    // The server keeps a locale's texts as one record: deletes side by side would undo each other.
    expect(state.mostDeletesAtOnce).toBe(1);
    expect(state.texts["de"]).toEqual({ doLogIn: "Los" });
  });

  it("keeps a refused in-place edit open with the typed text and the server's reason", async () => {
    const state = useLocalizationServer(server, {
      realm: multilingual,
      texts: { en: { refused: "Old" } },
    });
    const { user } = await renderConsole({ route });
    await user.click(
      await screen.findByRole("tab", { name: "Realm overrides" }, { timeout: 15_000 }),
    );
    await user.click(await screen.findByRole("button", { name: "Edit the text of refused" }));
    const field = screen.getByRole("textbox", { name: "Text of refused" });
    await user.clear(field);
    await user.type(field, "New words");
    await user.click(screen.getByRole("button", { name: "Save the text of refused" }));
    expect(await screen.findByText("The text could not be saved: Text refused")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Text of refused" })).toHaveValue("New words");
    expect(state.texts["en"]).toEqual({ refused: "Old" });
  });

  it("lists the messages the server resolves, marking the realm's own, by theme type and locale", async () => {
    const state = useLocalizationServer(server, {
      realm: { ...multilingual, loginTheme: "keycloak.v2" },
      texts: { de: { doLogIn: "Los geht's" } },
    });
    const { user } = await renderConsole({ route });
    await user.click(
      await screen.findByRole("tab", { name: "Effective message bundles" }, { timeout: 15_000 }),
    );
    expect(await screen.findByText("Sign in to {0}")).toBeVisible();
    await user.click(screen.getByRole("button", { name: /^Locale/ }));
    await user.click(screen.getByRole("option", { name: "German" }));
    const row = (await screen.findByText("Los geht's")).closest("tr");
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText("Realm")).toBeVisible();
    await user.type(screen.getByRole("textbox", { name: /^Search/ }), "loginTitle");
    expect(await screen.findByText("Anmelden bei {0}")).toBeVisible();
    expect(state.bundleQueries).toContain("?source=true&theme=keycloak.v2");
  });

  it("shows a view-realm administrator the languages and texts without any way to change them", async () => {
    useLocalizationServer(server, {
      rights: ["view-realm"],
      realm: multilingual,
      texts: { en: { doLogIn: "Enter" } },
    });
    const { user } = await renderConsole({ route });
    expect(
      await screen.findByRole("switch", { name: "Internationalization" }, { timeout: 15_000 }),
    ).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Realm overrides" }));
    expect(await screen.findByText("Enter")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Add translation" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Edit the text of doLogIn" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Select doLogIn" })).toBeNull();
  });
});
