import { expect, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole } from "../support/fixtures";
import { type Action, listLoad, target, toast } from "../support/faults";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import { openSession, serverSessionsOf } from "../sessions/sessions-helpers";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of the realm's sessions: loading the list, signing one session out, signing
 * out every session of the realm, and revocation's set-to-now and push.
 */

/** A user named `name` with one open session; returns the user's id. */
const seedSignedIn = async (realm: string, name: string): Promise<string> => {
  const user = await createRealmAdmin(realm, name, []);
  await openSession(realm, user);
  return user.id;
};

const readNotBefore = async (realm: string): Promise<number> =>
  ((await (await adminFetch(`/${realm}`)).json()) as { notBefore?: number }).notBefore ?? 0;

const dialog = (page: Page) => page.getByRole("dialog");
const dialogFailure = (page: Page, error: string) =>
  dialog(page).getByRole("heading").filter({ hasText: error }).locator("..");

/** Opens the sessions page and the revocation dialog. */
const openRevocation = async (page: Page, realm: string) => {
  await openConsole(page, `${realm}/sessions`);
  await page.getByRole("button", { name: "Revocation", exact: true }).click();
  await expect(dialog(page).getByRole("button", { name: "Push" })).toBeVisible();
};

export const sessionsFaultActions = {
  sessionsList: listLoad("session user", "sessions", "ui-ext/sessions\\?", seedSignedIn),

  sessionSignOut: {
    name: "sessions: sign out one",
    prepare: async (page, realm) => {
      const name = unique("signed-out");
      const id = await seedSignedIn(realm, name);
      await openConsole(page, `${realm}/sessions?search=${name}`);
      await page.getByRole("button", { name: `Actions for ${name}` }).click();
      await page.getByRole("menuitem", { name: "Sign out" }).click();
      return { id, name };
    },
    target: (realm) => target("DELETE", realm, "sessions/"),
    act: (page) => dialog(page).getByRole("button", { name: "Sign out", exact: true }).click(),
    failure: (page) => dialogFailure(page, "The session could not be signed out"),
    unchanged: async (realm, subject) => {
      expect(await serverSessionsOf(realm, subject.id)).toHaveLength(1);
    },
    retry: async (page) => {
      await dialog(page).getByRole("button", { name: "Sign out", exact: true }).click();
      await expect(toast(page, "The session was signed out.")).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await serverSessionsOf(realm, subject.id)).toEqual([]);
    },
  },

  sessionsSignOutAll: {
    name: "sessions: sign out all",
    prepare: async (page, realm) => {
      const name = unique("everyone-out");
      const id = await seedSignedIn(realm, name);
      await openConsole(page, `${realm}/sessions`);
      await page.getByRole("button", { name: "Sign out all sessions" }).click();
      return { id, name };
    },
    target: (realm) => target("POST", realm, "logout-all$"),
    act: (page) =>
      dialog(page).getByRole("button", { name: "Sign out all sessions", exact: true }).click(),
    failure: (page) => dialogFailure(page, "The sessions could not be signed out"),
    unchanged: async (realm, subject) => {
      expect(await serverSessionsOf(realm, subject.id)).toHaveLength(1);
    },
    retry: async (page) => {
      await dialog(page)
        .getByRole("button", { name: "Sign out all sessions", exact: true })
        .click();
      await expect(toast(page, "All sessions of the realm were signed out.")).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await serverSessionsOf(realm, subject.id)).toEqual([]);
    },
  },

  revocationSetNow: {
    name: "sessions: set not-before to now",
    prepare: async (page, realm) => {
      await adminFetch(`/${realm}`, { method: "PUT", body: JSON.stringify({ notBefore: 0 }) });
      await openRevocation(page, realm);
      return { id: realm, name: realm };
    },
    // The realm's own address: the update is a PUT of the realm with only its not-before.
    target: (realm) => ({ method: "PUT", url: new RegExp(`/admin/realms/${realm}$`) }),
    act: (page) => dialog(page).getByRole("button", { name: "Set to now" }).click(),
    failure: (page) => dialogFailure(page, "The not-before time could not be saved"),
    unchanged: async (realm) => {
      expect(await readNotBefore(realm)).toBe(0);
    },
    retry: async (page) => {
      await dialog(page).getByRole("button", { name: "Set to now" }).click();
      await expect(dialog(page).getByText(/Not-before set to now/)).toBeVisible();
    },
    stored: async (realm) => {
      expect(await readNotBefore(realm)).toBeGreaterThan(0);
      // The realm's other cases sign users in afresh, but leave it as it was found.
      await adminFetch(`/${realm}`, { method: "PUT", body: JSON.stringify({ notBefore: 0 }) });
    },
  },

  revocationPush: {
    name: "sessions: push not-before",
    prepare: async (page, realm) => {
      await openRevocation(page, realm);
      return { id: realm, name: realm };
    },
    target: (realm) => target("POST", realm, "push-revocation$"),
    act: (page) => dialog(page).getByRole("button", { name: "Push" }).click(),
    failure: (page) => dialogFailure(page, "The not-before time could not be pushed"),
    unchanged: () => Promise.resolve(),
    retry: async (page) => {
      await dialog(page).getByRole("button", { name: "Push" }).click();
      await expect(
        dialog(page)
          .getByText(/(Pushed to|Failed to push to|No client of this realm)/)
          .first(),
      ).toBeVisible();
    },
    stored: () => Promise.resolve(),
  },
} satisfies Record<string, Action>;

export const sessionsFaultCases: [keyof typeof sessionsFaultActions, FaultName[]][] = [
  ["sessionsList", ["500 with message", "connection failed"]],
  ["sessionSignOut", ["timeout", "401 with error"]],
  ["sessionsSignOutAll", ["502 without body", "offline"]],
  ["revocationSetNow", ["connection reset", "401 with error"]],
  ["revocationPush", ["503 without body", "timeout"]],
];
