import { expect } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole } from "../support/fixtures";
import { toast, type Action } from "../support/faults";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";

const footerLine = "_providerConfig.assets.email.footer.line1";

async function storedFooterLine(realm: string): Promise<string | undefined> {
  const stored = (await (await adminFetch(`/${realm}`)).json()) as {
    attributes?: Record<string, string>;
  };
  return stored.attributes?.[footerLine];
}

const field = (page: Parameters<Action["act"]>[0]) =>
  page.getByRole("textbox", { name: "Footer line 1", exact: true });

/** The styles' save, a `PUT` of the whole realm: a footer line typed, then read back. */
export const extStylesFaultActions = {
  extStylesSave: {
    name: "extension styles: save",
    prepare: async (page, realm) => {
      await openConsole(page, `${realm}/ext-styles/email`);
      await expect(field(page)).toBeEditable();
      return { id: realm, name: realm, typed: unique("ACME Ltd") };
    },
    target: (realm) => ({ method: "PUT", url: new RegExp(`/admin/realms/${realm}$`) }),
    act: async (page, subject) => {
      await field(page).fill(subject.typed ?? "");
      await page.getByRole("button", { name: "Save", exact: true }).click();
    },
    failure: (page) => toast(page, "The styles could not be saved"),
    kept: (page, subject) => expect(field(page)).toHaveValue(subject.typed ?? ""),
    unchanged: async (realm, subject) => {
      expect(await storedFooterLine(realm)).not.toBe(subject.typed);
    },
    retry: async (page) => {
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(page, "Styles saved")).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await storedFooterLine(realm)).toBe(subject.typed);
    },
  },
} satisfies Record<string, Action>;

/** The save against a server error and a lost connection. */
export const extStylesFaultCases: [keyof typeof extStylesFaultActions, FaultName[]][] = [
  ["extStylesSave", ["500 without body", "connection reset"]],
];
