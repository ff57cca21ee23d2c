import { Faults, target, toast } from "../support/faults";
import { openConsole } from "../support/fixtures";
import { createLdapProvider } from "../support/ldap";
import { expect, mapperRoute, realmGroupNames, seedLdapMapper, test } from "./mappers-helpers";

/** A group mapper of the directory's `ou=groups`, as the server stores it. */
const groupMapper = (groupsDn: string) => ({
  name: "directory groups",
  providerId: "group-ldap-mapper",
  config: {
    "groups.dn": [groupsDn],
    "group.name.ldap.attribute": ["cn"],
    "group.object.classes": ["groupOfNames"],
    "preserve.group.inheritance": ["true"],
    "membership.ldap.attribute": ["member"],
    "membership.attribute.type": ["DN"],
    "membership.user.ldap.attribute": ["uid"],
    mode: ["READ_ONLY"],
    "user.roles.retrieve.strategy": ["LOAD_GROUPS_BY_MEMBER_ATTRIBUTE"],
    "groups.path": ["/"],
  },
});

test.describe("LDAP group mapper synchronisation", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a failed synchronisation says why, changes nothing, and works when tried again", async ({
    page,
    freshRealm,
    ldapGroupsServer,
    browserWatch,
  }) => {
    const providerId = await createLdapProvider(freshRealm, ldapGroupsServer, { name: "synced" });
    const id = await seedLdapMapper(freshRealm, providerId, groupMapper(ldapGroupsServer.groupsDn));
    const faults = await Faults.on(page, browserWatch);
    await openConsole(page, mapperRoute(freshRealm, providerId, id));
    await expect(page.getByRole("heading", { level: 1, name: "directory groups" })).toBeVisible();
    const sync = target("POST", freshRealm, `user-storage/${providerId}/mappers/${id}/sync`);
    faults.inject(sync, {
      kind: "status",
      status: 500,
      body: { errorMessage: "Directory busy" },
    });

    const syncGroups = async () => {
      await page.getByRole("button", { name: "Mapper actions" }).click();
      await page.getByRole("menuitem", { name: "Sync LDAP groups to Keycloak" }).click();
    };
    await syncGroups();
    await expect(toast(page, "The synchronisation failed")).toContainText("Directory busy");
    expect(faults.failed(sync)).toHaveLength(1);
    expect(faults.reached(sync)).toHaveLength(0);
    expect(await realmGroupNames(freshRealm)).toEqual([]);

    await syncGroups();
    await expect(toast(page, "Synchronisation finished")).toContainText(
      "2 added, 0 updated, 0 removed, 0 failed",
    );
    expect(faults.reached(sync)).toHaveLength(1);
    expect(await realmGroupNames(freshRealm)).toEqual(["admirals", "engineers"]);
  });

  test("synchronising the realm's groups to the directory shows the server's account of it", async ({
    page,
    freshRealm,
    ldapGroupsServer,
  }) => {
    const providerId = await createLdapProvider(freshRealm, ldapGroupsServer, { name: "back" });
    const id = await seedLdapMapper(freshRealm, providerId, groupMapper(ldapGroupsServer.groupsDn));
    await openConsole(page, mapperRoute(freshRealm, providerId, id));
    await page.getByRole("button", { name: "Mapper actions" }).click();
    await page.getByRole("menuitem", { name: "Sync Keycloak groups to LDAP" }).click();
    // The realm has no groups yet: the server writes none, and says so in its own words.
    const done = toast(page, "Synchronisation finished");
    await expect(done).toContainText("0 added, 0 updated, 0 removed, 0 failed");
    await expect(done).toContainText("groups imported to LDAP");
  });
});
