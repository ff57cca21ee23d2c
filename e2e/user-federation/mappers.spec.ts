import { expectNoAxeViolations, goToRoute, openConsole } from "../support/fixtures";
import { createLdapProvider, syncLdapUsers } from "../support/ldap";
import {
  chooseMapperType,
  expect,
  mapperRoute,
  realmGroupNames,
  storedLdapMapper,
  storedLdapMappers,
  test,
} from "./mappers-helpers";

test.describe("LDAP mappers", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("the provider's mappers tab lists the mappers the server made with it", async ({
    page,
    realm,
    ldapGroupsServer,
  }) => {
    const providerId = await createLdapProvider(realm, ldapGroupsServer, { name: "listed" });
    const stored = await storedLdapMappers(realm, providerId);
    expect(stored.map((mapper) => mapper.name)).toEqual(
      expect.arrayContaining(["username", "email", "first name", "last name"]),
    );

    await openConsole(page, `${realm}/user-federation/ldap/${providerId}/mappers`);
    const table = page.getByRole("grid", { name: "LDAP mappers" });
    for (const mapper of stored) {
      await expect(table.getByRole("link", { name: mapper.name, exact: true })).toBeVisible();
    }
    await expect(
      table.getByRole("row", { name: /^username/ }).getByText("User attribute"),
    ).toBeVisible();
    await table.getByRole("link", { name: "email", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "email" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "LDAP Attribute" })).toHaveValue("mail");
  });

  test("adds a user attribute mapper, changes it and deletes it", async ({
    page,
    realm,
    ldapGroupsServer,
  }) => {
    const providerId = await createLdapProvider(realm, ldapGroupsServer, { name: "attributes" });
    await openConsole(page, mapperRoute(realm, providerId, "new"));
    await expect(page.getByRole("heading", { level: 1, name: "Add LDAP mapper" })).toBeVisible();

    // A name of spaces only is refused beside the field, before anything is sent.
    const name = page.getByRole("textbox", { name: "Name", exact: true });
    await name.fill("   ");
    await expect(page.getByText("Enter a name, not only spaces.")).toBeVisible();
    await name.fill("department");
    // A new mapper starts as the most common type.
    await expect(page.getByRole("combobox", { name: "Mapper type" })).toHaveValue("User attribute");
    await page.getByRole("textbox", { name: "User Model Attribute" }).fill("department");
    await page.getByRole("textbox", { name: "LDAP Attribute" }).fill("description");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Create", exact: true }).click();

    await expect(page.getByText("Mapper department created")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "department" })).toBeVisible();
    await expect
      .poll(() => storedLdapMapper(realm, providerId, "department"))
      .toEqual(
        expect.objectContaining({
          providerId: "user-attribute-ldap-mapper",
          parentId: providerId,
          config: expect.objectContaining({
            "user.model.attribute": ["department"],
            "ldap.attribute": ["description"],
          }),
        }),
      );

    // The type is fixed once created; the settings change in place.
    await expect(page.getByRole("textbox", { name: "Mapper type" })).toHaveValue("User attribute");
    await page.getByRole("textbox", { name: "LDAP Attribute" }).fill("ou");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Mapper saved")).toBeVisible();
    await expect
      .poll(async () => (await storedLdapMapper(realm, providerId, "department"))?.config)
      .toEqual(expect.objectContaining({ "ldap.attribute": ["ou"] }));

    await page.getByRole("button", { name: "Mapper actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete mapper department?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Mapper department deleted")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/user-federation/ldap/${providerId}/mappers$`));
    expect(await storedLdapMapper(realm, providerId, "department")).toBeUndefined();
  });

  test("a group mapper brings the directory's groups and their members into the realm", async ({
    page,
    realm,
    ldapGroupsServer,
  }) => {
    const providerId = await createLdapProvider(realm, ldapGroupsServer, { name: "grouped" });
    await openConsole(page, mapperRoute(realm, providerId, "new"));
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("directory groups");
    await chooseMapperType(page, "Group");
    await page.getByRole("textbox", { name: "LDAP Groups DN" }).fill(ldapGroupsServer.groupsDn);
    await expect(page.getByRole("textbox", { name: "Membership LDAP Attribute" })).toHaveValue(
      "member",
    );
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "directory groups" })).toBeVisible();
    expect((await storedLdapMapper(realm, providerId, "directory groups"))?.config).toEqual(
      expect.objectContaining({ "groups.dn": [ldapGroupsServer.groupsDn], mode: ["READ_ONLY"] }),
    );

    await page.getByRole("button", { name: "Mapper actions" }).click();
    await page.getByRole("menuitem", { name: "Sync LDAP groups to Keycloak" }).click();
    await expect(page.getByText("Synchronisation finished")).toBeVisible();
    await expect(page.getByText("2 added, 0 updated, 0 removed, 0 failed")).toBeVisible();
    expect(await realmGroupNames(realm)).toEqual(["admirals", "engineers"]);

    // The directory's people come with the groups the directory gives them.
    await syncLdapUsers(realm, providerId);
    await goToRoute(page, `${realm}/groups`);
    // The group tree beside the list (on wide screens) links the same groups: read the list.
    const groups = page.getByRole("grid", { name: "Groups" });
    await expect(groups.getByRole("link", { name: "admirals", exact: true })).toBeVisible();
    await groups.getByRole("link", { name: "engineers", exact: true }).click();
    await page.getByRole("tab", { name: "Members" }).click();
    await expect(page.getByRole("link", { name: "ada", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "alan", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "grace", exact: true })).toHaveCount(0);
  });

  test("a mapper setting the server refuses shows its reason and keeps the form", async ({
    page,
    realm,
    ldapGroupsServer,
    browserWatch,
  }) => {
    browserWatch.allow(/status of 400/, "the server refuses the filter on purpose", /components$/);
    const providerId = await createLdapProvider(realm, ldapGroupsServer, { name: "refusing" });
    await openConsole(page, mapperRoute(realm, providerId, "new"));
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("filtered groups");
    await chooseMapperType(page, "Group");
    await page.getByRole("textbox", { name: "LDAP Groups DN" }).fill(ldapGroupsServer.groupsDn);
    const filter = page.getByRole("textbox", { name: "LDAP Filter" });
    await filter.fill("cn=engineers");
    await page.getByRole("button", { name: "Create", exact: true }).click();

    // The server's own check, in words and at the setting it names.
    await expect(
      page.getByText("Enter an LDAP filter in parentheses, such as (cn=staff)."),
    ).toBeVisible();
    await expect(filter).toBeFocused();
    await expect(page.getByRole("heading", { level: 1, name: "Add LDAP mapper" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(
      "filtered groups",
    );
    await expect(filter).toHaveValue("cn=engineers");
    expect(await storedLdapMapper(realm, providerId, "filtered groups")).toBeUndefined();
    await expectNoAxeViolations(page);

    // Corrected, the same form creates the mapper.
    await filter.fill("(cn=engineers)");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "filtered groups" })).toBeVisible();
    expect((await storedLdapMapper(realm, providerId, "filtered groups"))?.config).toEqual(
      expect.objectContaining({ "groups.ldap.filter": ["(cn=engineers)"] }),
    );
  });
});
