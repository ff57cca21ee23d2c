import type { Browser, Page } from "@playwright/test";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { adminFetch } from "../../server/src/testing/admin-api";
import { directoryUids } from "../../server/src/testing/ldap-entries";
import type { LdapServer } from "../../server/src/testing/ldap-server";
import { expect, expectNoAxeViolations, goToRoute, openConsole } from "../support/fixtures";
import { createLdapProvider, findUserId, syncLdapUsers, test } from "../support/ldap";
import { chooseFromMenu } from "../support/menus";
import { passwordSignIn } from "../support/tokens";

interface StoredComponent {
  id: string;
  name: string;
  providerId: string;
  config: Record<string, string[]>;
}

/**
 * Signs in on the realm's own login page, in a browser of its own (the account console sends a
 * visitor there), first with a wrong password, then with `password`; resolves once the login
 * page has let the user through to the account console.
 */
async function signInOnLoginPage(
  browser: Browser,
  realm: string,
  username: string,
  password: string,
): Promise<void> {
  const visitor = await browser.newContext();
  try {
    const login = await visitor.newPage();
    await login.goto(`${keycloakUrl()}/realms/${realm}/account/`);
    const signIn = async (typed: string) => {
      await login.getByRole("textbox", { name: /username/i }).fill(username);
      await login.getByLabel("Password", { exact: true }).fill(typed);
      await login.getByRole("button", { name: "Sign In" }).click();
    };
    await signIn("not-the-directory-password");
    await expect(login.getByText("Invalid username or password.")).toBeVisible();
    await signIn(password);
    await login.waitForURL((url) => url.pathname.startsWith(`/realms/${realm}/account`));
    await expect(login.getByRole("button", { name: "Sign In" })).toHaveCount(0);
  } finally {
    await visitor.close();
  }
}

async function storedProviders(realm: string): Promise<StoredComponent[]> {
  const response = await adminFetch(
    `/${realm}/components?type=org.keycloak.storage.UserStorageProvider`,
  );
  return (await response.json()) as StoredComponent[];
}

/** The status of an admin API read, without throwing on a refusal. */
async function adminFetchStatus(path: string): Promise<number> {
  try {
    return (await adminFetch(path)).status;
  } catch (error) {
    const status = (error as { status?: unknown }).status;
    if (typeof status === "number") return status;
    throw error;
  }
}

async function usernames(realm: string): Promise<string[]> {
  const response = await adminFetch(`/${realm}/users?briefRepresentation=true&max=50`);
  return ((await response.json()) as { username: string }[]).map((user) => user.username).sort();
}

/** Picks a provider action from the page's kebab menu. */
async function chooseAction(page: Page, name: string): Promise<void> {
  await chooseFromMenu(
    page.getByRole("button", { name: "Provider actions" }),
    page.getByRole("menuitem", { name }),
  );
}

async function fillConnection(page: Page, ldap: LdapServer, credential: string): Promise<void> {
  await page.getByRole("textbox", { name: "Connection URL" }).fill(ldap.url);
  await page.getByRole("textbox", { name: "Bind DN" }).fill(ldap.bindDn);
  await page.getByRole("textbox", { name: "Bind credential", exact: true }).fill(credential);
}

test.describe("LDAP provider against a real directory", () => {
  // The shared server and machine are busy, and a synchronisation reads the whole directory.
  test.describe.configure({ timeout: 240_000 });

  // The tests share the file's realm and read the same people: each starts without providers
  // (deleting one removes the users it imported) and without the users they left behind
  // (unlinked ones stay in the realm).
  test.afterEach(async ({ realm }) => {
    for (const provider of await storedProviders(realm))
      await adminFetch(`/${realm}/components/${provider.id}`, { method: "DELETE" });
    const users = (await (await adminFetch(`/${realm}/users?max=100`)).json()) as { id: string }[];
    for (const user of users) await adminFetch(`/${realm}/users/${user.id}`, { method: "DELETE" });
  });

  test("added through the console: tests, a wrong credential kept, then saved as typed", async ({
    page,
    realm,
    ldapServer,
    browserWatch,
  }) => {
    browserWatch.allow(
      /status of 400/,
      "the server answers a failed LDAP test with 400 and its reason",
      /\/testLDAPConnection$/,
    );
    await openConsole(page, `${realm}/user-federation/ldap/new`);
    await expect(page.getByRole("heading", { level: 1, name: "Add LDAP provider" })).toBeVisible();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Corporate directory");
    await fillConnection(page, ldapServer, "not-the-password");

    await page.getByRole("button", { name: "Test authentication" }).click();
    await expect(page.getByText("The server could not sign in to the directory.")).toBeVisible();
    await expect(page.getByText(/AuthenticationFailure/)).toBeVisible();
    // The form keeps what was typed.
    await expect(page.getByRole("textbox", { name: "Bind DN" })).toHaveValue(ldapServer.bindDn);
    await expect(page.getByRole("textbox", { name: "Bind credential", exact: true })).toHaveValue(
      "not-the-password",
    );

    await page
      .getByRole("textbox", { name: "Bind credential", exact: true })
      .fill(ldapServer.bindPassword);
    await page.getByRole("button", { name: "Test connection" }).click();
    await expect(page.getByText("The server reached the directory.")).toBeVisible();
    await page.getByRole("button", { name: "Test authentication" }).click();
    await expect(
      page.getByText("The server signed in to the directory with these credentials."),
    ).toBeVisible();

    await page.getByRole("textbox", { name: "Users DN" }).fill(ldapServer.usersDn);
    // The "other" vendor's attributes are already filled; Active Directory's replace them.
    await chooseFromMenu(
      page.getByRole("button", { name: /^Vendor/ }),
      page.getByRole("option", { name: "Active Directory" }),
    );
    await expect(page.getByRole("textbox", { name: "UUID LDAP attribute" })).toHaveValue(
      "objectGUID",
    );
    await chooseFromMenu(
      page.getByRole("button", { name: /^Vendor/ }),
      page.getByRole("option", { name: "Other" }),
    );
    await expect(page.getByRole("textbox", { name: "UUID LDAP attribute" })).toHaveValue(
      "entryUUID",
    );
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Add", exact: true }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "Corporate directory" }),
    ).toBeVisible();
    const [stored] = await storedProviders(realm);
    expect(stored?.providerId).toBe("ldap");
    expect(stored?.config["connectionUrl"]).toEqual([ldapServer.url]);
    expect(stored?.config["bindDn"]).toEqual([ldapServer.bindDn]);
    expect(stored?.config["usersDn"]).toEqual([ldapServer.usersDn]);
    expect(stored?.config["uuidLDAPAttribute"]).toEqual(["entryUUID"]);
    expect(stored?.config["editMode"]).toEqual(["READ_ONLY"]);

    // Reloaded, the page shows what the server stored; the credential comes back masked.
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Users DN" })).toHaveValue(ldapServer.usersDn);
    await expect(page.getByRole("textbox", { name: "Connection URL" })).toHaveValue(ldapServer.url);
    await expect(page.getByRole("textbox", { name: "Bind credential", exact: true })).toHaveValue(
      "**********",
    );
    // The masked credential goes with the provider's id: the server tests with the stored one.
    await page.getByRole("button", { name: "Test authentication" }).click();
    await expect(
      page.getByText("The server signed in to the directory with these credentials."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("synchronising all users imports the directory; a directory user signs in", async ({
    page,
    realm,
    ldapServer,
    browser,
  }) => {
    const id = await createLdapProvider(realm, ldapServer, { name: "Sync directory" });
    await openConsole(page, `${realm}/user-federation/ldap/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: "Sync directory" })).toBeVisible();
    await chooseAction(page, "Synchronise all users");
    await expect(
      page.getByText("Synchronisation finished: 3 added, 0 updated, 0 removed, 0 failed."),
    ).toBeVisible();
    expect(await usernames(realm)).toEqual(expect.arrayContaining(["ada", "alan", "grace"]));

    await goToRoute(page, `${realm}/users`);
    const search = page.getByRole("textbox", { name: "Search Users" });
    await search.fill("grace");
    await search.press("Enter");
    await page.getByRole("link", { name: "grace", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "grace" })).toBeVisible();
    // The user's federation link opens its provider.
    await page
      .getByRole("group", { name: "Federation link" })
      .getByRole("link", { name: "Sync directory" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Sync directory" })).toBeVisible();
    // The server checks the password against the directory.
    expect(await passwordSignIn(realm, "grace", "Grace-Ldap-1")).toBe(200);
    expect(await passwordSignIn(realm, "grace", "wrong")).not.toBe(200);
    await signInOnLoginPage(browser, realm, "grace", "Grace-Ldap-1");
  });

  test("unlinking and removing the imported users ask first, then do it", async ({
    page,
    realm,
    ldapServer,
  }) => {
    const id = await createLdapProvider(realm, ldapServer, {
      name: "Unlink directory",
      editMode: "UNSYNCED",
    });
    await syncLdapUsers(realm, id);
    const importedId = await findUserId(realm, "alan");
    await openConsole(page, `${realm}/user-federation/ldap/${id}`);

    await chooseAction(page, "Remove imported users");
    const remove = page.getByRole("dialog", {
      name: "Remove the imported users of Unlink directory?",
    });
    await expect(remove).toContainText("The directory keeps them");
    await remove.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(
      page.getByText("The imported users of Unlink directory are removed."),
    ).toBeVisible();
    // Listing users would import them again from the directory: the removed one is asked by id.
    expect(await adminFetchStatus(`/${realm}/users/${importedId}`)).toBe(404);

    await syncLdapUsers(realm, id);
    const adaId = await findUserId(realm, "ada");
    await chooseAction(page, "Unlink users");
    const unlink = page.getByRole("dialog", { name: "Unlink the users of Unlink directory?" });
    await unlink.getByRole("button", { name: "Unlink", exact: true }).click();
    await expect(page.getByText("The users of Unlink directory are unlinked.")).toBeVisible();
    const ada = (await (await adminFetch(`/${realm}/users/${adaId}`)).json()) as {
      federationLink?: string;
    };
    expect(ada.federationLink).toBeUndefined();
  });

  test("a provider made writable in the console adds the realm's new users to the directory", async ({
    page,
    realm,
    ldapServer,
  }) => {
    const id = await createLdapProvider(realm, ldapServer, { name: "Writable directory" });
    await openConsole(page, `${realm}/user-federation/ldap/${id}/settings`);
    await chooseFromMenu(
      page.getByRole("button", { name: /^Edit mode/ }),
      page.getByRole("option", { name: "Writable" }),
    );
    const registrations = page.getByRole("switch", { name: "Sync registrations" });
    await registrations.focus();
    await registrations.press("Space");
    await expect(registrations).toBeChecked();
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("LDAP provider saved.")).toBeVisible();
    const stored = (await storedProviders(realm)).find((provider) => provider.id === id);
    expect(stored?.config["editMode"]).toEqual(["WRITABLE"]);
    expect(stored?.config["syncRegistrations"]).toEqual(["true"]);

    const uid = `new-${String(Date.now())}`;
    await adminFetch(`/${realm}/users`, {
      method: "POST",
      body: JSON.stringify({ username: uid, firstName: "New", lastName: "Person", enabled: true }),
    });
    expect(directoryUids(ldapServer)).toContain(uid);
  });

  test("deleting the provider asks first and says its imported users go too", async ({
    page,
    realm,
    ldapServer,
  }) => {
    const id = await createLdapProvider(realm, ldapServer, { name: "Doomed directory" });
    await syncLdapUsers(realm, id);
    await openConsole(page, `${realm}/user-federation/ldap/${id}`);
    await chooseAction(page, "Delete");
    const dialog = page.getByRole("dialog", { name: "Delete provider Doomed directory?" });
    await expect(dialog).toContainText("every user it imported");
    await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Provider Doomed directory deleted")).toBeVisible();
    expect((await storedProviders(realm)).map((provider) => provider.id)).not.toContain(id);
    expect(await usernames(realm)).toEqual([]);
  });
});
