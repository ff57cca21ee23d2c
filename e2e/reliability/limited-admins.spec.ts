import type { Response } from "@playwright/test";
import { adminCreate } from "../support/admin-create";
import { goToRoute, signIn, test } from "../support/fixtures";
import { closeNotifications } from "../support/notifications";
import { createRealmAdmin } from "../support/users";
import { seedScope } from "../client-scopes/client-scopes-helpers";
import { seedGroup } from "../groups/groups-helpers";
import { expect, json, seedRole } from "../roles/roles-helpers";
import { seedUser } from "../users/users-helpers";
import { accessToken } from "../support/tokens";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { pages, type Ids, type PageAction } from "./limited-pages";
import { limitedKeyProvider } from "./limited-keys";
import { seedReminder } from "./limited-reminder";
import { seedKeyProvider } from "../realm-settings/keys-helpers";
import { badgeMapper, seedClientRole } from "./limited-tab-actions";
import { seedLimitedProvider } from "./limited-identity-providers";
import { seedLimitedOrganization } from "./limited-organizations";
import { seedLimitedKerberos } from "./limited-user-federation";
import { seedLimitedLdapMapper } from "./limited-user-federation-mappers";
import { seedLimitedResourceServer } from "./limited-client-authorization";
import { seedLimitedAdminPermissions } from "./limited-permissions";

/**
 * Every right of the realm-management client alone, and a few common pairs, against every built
 * page: the navigation offers exactly the sections the rights open, a page the rights do not open
 * names the missing rights, a page they open shows, and the console asks the server for nothing it
 * refuses. Each action a page offers is pressed through to the server, which must accept it; each
 * one it hides is sent to the server with the administrator's own token, which must refuse it. A
 * new section adds its pages and their actions to `pages` (limited-pages.ts); the rights are the
 * server's own list.
 */

/**
 * Each right that opens or changes a built page, alone; the rights of sections built in part
 * together; then pairs administrators commonly hold.
 */
const grants: string[][] = [
  ...[
    "query-users",
    "query-groups",
    "query-clients",
    "view-users",
    "view-clients",
    "view-realm",
    "manage-users",
    "manage-clients",
    "manage-realm",
    "create-client",
  ].map((right) => [right]),
  // The authorization tab and its pages open with view-authorization or manage-authorization, but
  // the server keeps the client closed without view-clients or manage-clients: each page says so.
  ["query-realms", "view-events", "view-authorization", "manage-events", "manage-authorization"],
  // A client's authorization services with the client open: read-only with view-authorization,
  // changed with manage-authorization (which does not open a scope's page, the spec's rule).
  ["view-clients", "view-authorization"],
  ["view-clients", "manage-authorization"],
  // The identity providers section: seen with view-identity-providers, changed with
  // manage-identity-providers, which the server does not make include the view right.
  ["view-identity-providers"],
  ["view-identity-providers", "manage-identity-providers"],
  // Impersonation alone opens no page of the console: the server refuses it the realm itself.
  ["impersonation", "view-users"],
  ["view-users", "view-realm"],
  ["manage-users", "view-users"],
  ["view-clients", "manage-clients"],
  ["view-realm", "manage-realm"],
  // The events configuration: the server shows it with view-events and changes it with manage-events.
  ["view-realm", "view-events"],
  // The events pages alone: nothing else opens and the realm home asks for nothing more.
  ["view-events"],
  // The authentication section: its page needs view-realm, view-identity-providers and
  // view-clients, a flow's page view-authorization; everything in it is changed with manage-realm,
  // and a flow is created on a page that needs manage-authorization too.
  ["view-realm", "view-identity-providers", "view-clients", "view-authorization"],
  [
    "view-realm",
    "view-identity-providers",
    "view-clients",
    "view-authorization",
    "manage-realm",
    "manage-authorization",
  ],
  // The sessions page opens with view-realm, view-clients and view-users, and offers no change.
  ["view-realm", "view-clients", "view-users"],
  // Organizations: the list opens with query-groups and the rest with manage-users, while the
  // server shows them with view-organizations and changes them with manage-organizations.
  ["query-groups", "view-organizations"],
  ["query-groups", "manage-users", "manage-organizations"],
];

/** One in how many pages a set of rights keeps closed it opens (see the loop over pages). */
const deniedSample = 3;

/** The status the server answers an action's request sent with the administrator's own token. */
async function statusFor(
  realm: string,
  token: string,
  request: ReturnType<PageAction["request"]>,
): Promise<number> {
  const response = await fetch(`${keycloakUrl()}/admin/realms/${realm}${request.path}`, {
    method: request.method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
    signal: AbortSignal.timeout(30_000),
  });
  return response.status;
}

/** The administrator's effective realm-management rights, composites included, as the server has them. */
async function effectiveRights(realm: string, userId: string): Promise<Set<string>> {
  const [management] = await json<{ id: string }[]>(`/${realm}/clients?clientId=realm-management`);
  const roles = await json<{ name: string }[]>(
    `/${realm}/users/${userId}/role-mappings/clients/${management?.id ?? ""}/composite`,
  );
  return new Set(roles.map((role) => role.name));
}

test.describe("limited administrators", () => {
  test.describe.configure({ mode: "parallel", timeout: 360_000 });

  let ids: Ids | undefined;
  const seeded = async (realm: string): Promise<Ids> => {
    if (ids !== undefined) return ids;
    const client = await adminCreate(`/${realm}/clients`, { clientId: "portal" });
    const scope = (await seedScope(realm, "extras")).id;
    const user = await seedUser(realm, { username: "someone" });
    ids = {
      user,
      group: await seedGroup(realm, "team"),
      role: (await seedRole(realm, "auditor")).id,
      client,
      scope,
      clientRole: await seedClientRole(realm, client, "operator"),
      mapper: await adminCreate(
        `/${realm}/client-scopes/${scope}/protocol-mappers/models`,
        badgeMapper,
      ),
      dedicatedMapper: await adminCreate(
        `/${realm}/clients/${client}/protocol-mappers/models`,
        badgeMapper,
      ),
      reminder: await seedReminder(realm),
      keyProvider: await seedKeyProvider(realm, limitedKeyProvider, "hmac-generated"),
      ...(await seedLimitedProvider(realm)),
      ...(await seedLimitedOrganization(realm)),
      ...(await seedLimitedKerberos(realm)),
      ...(await seedLimitedLdapMapper(realm)),
      ...(await seedLimitedResourceServer(realm)),
      ...(await seedLimitedAdminPermissions(realm, user)),
    };
    return ids;
  };

  for (const [index, rights] of grants.entries()) {
    test(`with ${rights.join(" and ")}: each page shows or names the missing rights, the navigation matches, nothing is refused`, async ({
      page,
      realm,
      browserWatch,
    }) => {
      browserWatch.allow(
        /status of 403/,
        "an object the rights do not open is asked for once; the test checks which",
      );
      const known = await seeded(realm);
      // A short name: the e-mail address made from it must stay within what the server accepts.
      const admin = await createRealmAdmin(realm, `limited-${String(index)}`, rights);
      const held = await effectiveRights(realm, admin.id);
      const refused: string[] = [];
      // Objects a page had to ask for, which the server keeps closed and the page explains.
      const explained = new Set<string>();
      const tag = `l${String(index)}`;
      const pressed: string[] = [];
      const probed: string[] = [];
      // Actions the console cannot offer without a list to choose from (`choosesWith`).
      const unchoosable: string[] = [];
      let token: string | undefined;
      let visited = 0;
      page.on("response", (response: Response) => {
        if (response.status() === 403 && response.url().includes("/admin/realms/"))
          refused.push(`${response.request().method()} ${response.url()}`);
      });

      // The throwaway objects of row actions (deletions), one set per administrator.
      const seededIds = new Map<PageAction, string>();
      for (const action of pages.flatMap((builtPage) => builtPage.actions ?? []))
        if (action.seed !== undefined) seededIds.set(action, await action.seed(realm, tag));

      await signIn(page, { realm, username: admin.username, password: admin.password });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Realm navigation" });
      for (const builtPage of pages) {
        if (builtPage.navLink === undefined) continue;
        const opens = [...builtPage.access, ...(builtPage.navAlsoNeeds ?? [])].every((right) =>
          held.has(right),
        );
        await expect(
          nav.getByRole("link", { name: builtPage.navLink, exact: true }),
          `navigation link ${builtPage.navLink}`,
        ).toHaveCount(opens ? 1 : 0);
      }

      for (const [pageIndex, builtPage] of pages.entries()) {
        // The spec's route rights first; then the object, which the page must ask for to learn
        // what it may do with it; then the rights the server wants beyond the route's. The page
        // names what is missing, as the access guard does, or says the object is closed.
        const anyMissing =
          builtPage.accessAny !== undefined && !builtPage.accessAny.some((right) => held.has(right))
            ? builtPage.accessAny
            : [];
        const routeMissing = [
          ...builtPage.access.filter((right) => !held.has(right)),
          ...anyMissing,
        ];
        const objectClosed =
          routeMissing.length === 0 &&
          builtPage.objectNeeds !== undefined &&
          ![builtPage.objectNeeds].flat().some((right) => held.has(right));
        const missing =
          routeMissing.length > 0 || objectClosed
            ? routeMissing
            : (builtPage.serverNeeds ?? []).filter((right) => !held.has(right));
        // A page the route's rights keep closed shows the access guard, the same for every page:
        // each set of rights opens it on a third of those pages, taking turns, so that every page
        // meets the guard under several sets. Every page the rights open is checked in full.
        if (routeMissing.length > 0 && (pageIndex + index) % deniedSample !== 0) continue;
        await goToRoute(page, `${realm}/${builtPage.route(known)}`);
        visited += 1;
        const denied = page.getByRole("heading", { level: 1, name: "Access denied" });
        if (missing.length > 0) {
          await expect(denied, `${builtPage.name} is denied`).toBeVisible();
          await expect(
            page.getByText(new RegExp(`to see this page: ${missing.join(", ")}$`)),
          ).toBeVisible();
        } else if (objectClosed) {
          await expect(
            denied,
            `${builtPage.name}: the server keeps the object closed`,
          ).toBeVisible();
          // The refusal of the object is the one it explains, however often asked; no other.
          for (const path of [builtPage.objectPath?.(known) ?? ""].flat())
            explained.add(`/admin/realms/${realm}${path}`);
        } else {
          await expect(
            page.getByRole("heading", { level: 1, name: builtPage.heading, exact: true }),
            `${builtPage.name} shows`,
          ).toBeVisible();
          await expect(denied).toHaveCount(0);
          // Whatever the page asks for on its own, it asks for once it shows. Bounded: the
          // browser may count a request it never finishes (the session frame's, cut short by a
          // navigation) as open for ever; a refusal that comes later is still recorded.
          await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
          if (builtPage.shown !== undefined) await expect(builtPage.shown(page)).toBeVisible();
          // A list shows its toolbar's buttons once its first page is in: wait for the lists to
          // load before asking whether a control is offered. Bounded, as the request count above.
          await expect(page.locator('[aria-busy="true"], [role="progressbar"]'))
            .toHaveCount(0, { timeout: 15_000 })
            .catch(() => undefined);
          for (const action of builtPage.actions ?? []) {
            const offered =
              action.offered === undefined
                ? (await action.control(page).count()) > 0
                : await action.offered(page, realm, tag);
            if (offered) {
              await action.press(page, tag);
              // Its confirmation would cover the next page's header actions for 8 seconds.
              await closeNotifications(page);
              pressed.push(action.name);
            } else if (
              action.choosesWith !== undefined &&
              !action.choosesWith.some((right) => held.has(right))
            ) {
              unchoosable.push(action.name);
            } else {
              token ??= await accessToken(realm, {
                grant_type: "password",
                client_id: "admin-cli",
                username: admin.username,
                password: admin.password,
              });
              const status = await statusFor(
                realm,
                token,
                action.request(known, tag, seededIds.get(action) ?? ""),
              );
              expect(status, `${action.name} is not offered: the server refuses it`).toBe(403);
              probed.push(action.name);
            }
          }
        }
      }
      const isExplained = (request: string) =>
        request.startsWith("GET ") && explained.has(new URL(request.slice("GET ".length)).pathname);
      expect(
        refused.filter((request) => !isExplained(request)),
        "requests the server refused",
      ).toEqual([]);
      test.info().annotations.push({
        type: "checked",
        description: `${String(visited)} of ${String(pages.length)} pages opened, ${String(pages.filter((p) => p.navLink).length)} navigation links, actions pressed: ${pressed.join(", ") || "none"}; actions not offered and refused by the server: ${probed.join(", ") || "none"}; actions with nothing to choose from: ${unchoosable.join(", ") || "none"}`,
      });
    });
  }
});
