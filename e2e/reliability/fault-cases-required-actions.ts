import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import {
  defaultSwitch,
  enabledSwitch,
  expect,
  seedRequiredAction,
  storedOrder,
  storedRequiredAction,
} from "../authentication/required-actions-helpers";
import { type Action, target, toast } from "../support/faults";
import { openConsole } from "../support/fixtures";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of the authentication section's required actions and password policy: a
 * switch and a move, each saved at once, and the password policy's save. Each case puts the
 * action it uses back as it needs it first, since the file's cases share one realm.
 */

const requiredActionsRoute = (realm: string) => `${realm}/authentication/required-actions`;

async function storedPasswordPolicy(realm: string): Promise<string> {
  const stored = (await (await adminFetch(`/${realm}`)).json()) as { passwordPolicy?: string };
  return stored.passwordPolicy ?? "";
}

const policyField = (page: Page) => page.getByRole("textbox", { name: "Regular Expression" });

export const requiredActionsActions = {
  requiredActionDisable: {
    name: "required action: disable",
    prepare: async (page, realm) => {
      await seedRequiredAction(realm, "VERIFY_EMAIL", { enabled: true, defaultAction: false });
      await openConsole(page, requiredActionsRoute(realm));
      await expect(enabledSwitch(page, "Verify Email")).toBeChecked();
      return { id: "VERIFY_EMAIL", name: "Verify Email" };
    },
    target: (realm) => target("PUT", realm, "authentication/required-actions/VERIFY_EMAIL$"),
    act: (page) => enabledSwitch(page, "Verify Email").press("Space"),
    failure: (page) => toast(page, "Could not update the required action"),
    // The switch shows what the server holds: still on.
    kept: (page) => expect(enabledSwitch(page, "Verify Email")).toBeChecked(),
    unchanged: async (realm) => {
      expect((await storedRequiredAction(realm, "VERIFY_EMAIL"))?.enabled).toBe(true);
    },
    retry: async (page) => {
      await enabledSwitch(page, "Verify Email").press("Space");
      await expect(toast(page, "Verify Email updated")).toBeVisible();
    },
    stored: async (realm) => {
      expect((await storedRequiredAction(realm, "VERIFY_EMAIL"))?.enabled).toBe(false);
    },
  },

  requiredActionDefault: {
    name: "required action: set as default",
    prepare: async (page, realm) => {
      await seedRequiredAction(realm, "UPDATE_PROFILE", { enabled: true, defaultAction: false });
      await openConsole(page, requiredActionsRoute(realm));
      await expect(defaultSwitch(page, "Update Profile")).toBeEnabled();
      return { id: "UPDATE_PROFILE", name: "Update Profile" };
    },
    target: (realm) => target("PUT", realm, "authentication/required-actions/UPDATE_PROFILE$"),
    act: (page) => defaultSwitch(page, "Update Profile").press("Space"),
    failure: (page) => toast(page, "Could not update the required action"),
    kept: (page) => expect(defaultSwitch(page, "Update Profile")).not.toBeChecked(),
    unchanged: async (realm) => {
      expect((await storedRequiredAction(realm, "UPDATE_PROFILE"))?.defaultAction).toBe(false);
    },
    retry: async (page) => {
      await defaultSwitch(page, "Update Profile").press("Space");
      await expect(toast(page, "Update Profile updated")).toBeVisible();
    },
    stored: async (realm) => {
      expect((await storedRequiredAction(realm, "UPDATE_PROFILE"))?.defaultAction).toBe(true);
    },
  },

  requiredActionMove: {
    name: "required action: move up",
    prepare: async (page, realm) => {
      // Update Password just below Configure OTP, whatever earlier cases did to the order.
      await seedRequiredAction(realm, "CONFIGURE_TOTP", { priority: 54 });
      await seedRequiredAction(realm, "UPDATE_PASSWORD", { priority: 57 });
      await openConsole(page, requiredActionsRoute(realm));
      await expect(page.getByRole("button", { name: "Move Update Password up" })).toBeEnabled();
      return { id: "UPDATE_PASSWORD", name: "Update Password" };
    },
    target: (realm) =>
      target("POST", realm, "authentication/required-actions/UPDATE_PASSWORD/raise-priority$"),
    act: (page) => page.getByRole("button", { name: "Move Update Password up" }).press("Enter"),
    failure: (page) => toast(page, "Could not change the order"),
    unchanged: async (realm) => {
      const order = await storedOrder(realm);
      expect(order.indexOf("UPDATE_PASSWORD")).toBe(order.indexOf("CONFIGURE_TOTP") + 1);
    },
    retry: async (page) => {
      await page.getByRole("button", { name: "Move Update Password up" }).press("Enter");
      await expect(toast(page, "Update Password moved in the order")).toBeVisible();
    },
    stored: async (realm) => {
      const order = await storedOrder(realm);
      expect(order.indexOf("UPDATE_PASSWORD")).toBe(order.indexOf("CONFIGURE_TOTP") - 1);
    },
  },

  passwordPolicySave: {
    name: "password policy: save",
    prepare: async (page, realm) => {
      await adminFetch(`/${realm}`, {
        method: "PUT",
        body: JSON.stringify({ passwordPolicy: "regexPattern(start.*)" }),
      });
      await openConsole(page, `${realm}/authentication/policies`);
      await expect(policyField(page)).toBeEditable();
      return { id: realm, name: "password policy", typed: unique("typed") };
    },
    target: (realm) => ({ method: "PUT", url: new RegExp(`/admin/realms/${realm}$`) }),
    act: async (page, subject) => {
      await policyField(page).fill(subject.typed ?? "");
      await page.getByRole("button", { name: "Save", exact: true }).click();
    },
    failure: (page) => toast(page, "Could not save the password policy"),
    kept: (page, subject) => expect(policyField(page)).toHaveValue(subject.typed ?? ""),
    unchanged: async (realm) => {
      expect(await storedPasswordPolicy(realm)).toBe("regexPattern(start.*)");
    },
    retry: async (page) => {
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(page, "Password policy saved")).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await storedPasswordPolicy(realm)).toBe(`regexPattern(${subject.typed ?? ""})`);
    },
  },
} satisfies Record<string, Action>;

type RequiredActionsAction = keyof typeof requiredActionsActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const requiredActionsFaultCases: [RequiredActionsAction, FaultName[]][] = [
  ["requiredActionDisable", ["500 with message", "connection reset"]],
  ["requiredActionDefault", ["503 without body", "timeout"]],
  ["requiredActionMove", ["502 with error", "offline"]],
  ["passwordPolicySave", ["503 with message", "offline"]],
];
