import { expect, type Page } from "@playwright/test";
import { target, type Action } from "../support/faults";
import { openConsole } from "../support/fixtures";
import { unique } from "../support/realms";
import { passwordSignIn } from "../support/tokens";
import { recordEvents, seedUserWithPassword } from "../events/events-helpers";
import { adminFetch } from "../../server/src/testing/admin-api";
import type { FaultName } from "./fault-cases";

/**
 * The events section and the realm home's dashboard under faults: the user events and admin
 * events tables' loads (each read three times before its error shows, like every list) and the
 * dashboard's users count, which shows its failure in its card with its own "Try again".
 */

const tableTries = 3;

/** A grid's load: the page opens with a row naming the subject, Refresh then meets the fault. */
function eventsLoad(options: {
  name: string;
  route: string;
  grid: string;
  path: string;
  /** Seeds an event and returns a text its row shows. */
  seed: (realm: string, subject: string) => Promise<string>;
}): Action {
  const row = (page: Page, subject: string) =>
    page.getByRole("grid", { name: options.grid }).getByRole("row").filter({ hasText: subject });
  return {
    name: `${options.name}: load the list`,
    prepare: async (page, realm) => {
      const subject = await options.seed(realm, unique(options.name.replace(/ /g, "-")));
      await openConsole(page, `${realm}/${options.route}`);
      await expect(row(page, subject).first()).toBeVisible();
      return { id: subject, name: subject };
    },
    target: (realm) => target("GET", realm, options.path),
    tries: tableTries,
    act: (page) => page.getByRole("button", { name: "Refresh" }).click(),
    failure: (page) =>
      page
        .getByRole("grid", { name: options.grid })
        .getByRole("row")
        .filter({ hasText: "The list could not be loaded" }),
    unchanged: () => Promise.resolve(),
    retry: async (page, subject) => {
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(row(page, subject.name).first()).toBeVisible();
    },
    stored: () => Promise.resolve(),
  };
}

const usersCard = (page: Page) => page.getByRole("region", { name: "Users", exact: true });

export const eventsFaultActions = {
  userEventsList: eventsLoad({
    name: "user events",
    route: "events/user-events",
    grid: "User events",
    // The table's page (first, then max), not the chart's single larger read.
    path: "events\\?first=0&max=11$",
    seed: async (realm, subject) => {
      await recordEvents(realm);
      await seedUserWithPassword(realm, subject, "Fault-pass-1");
      expect(await passwordSignIn(realm, subject, "wrong")).toBeGreaterThanOrEqual(400);
      return subject;
    },
  }),
  adminEventsList: eventsLoad({
    name: "admin events",
    route: "events/admin-events",
    grid: "Admin events",
    path: "admin-events\\?",
    seed: async (realm, subject) => {
      await recordEvents(realm);
      const created = await adminFetch(`/${realm}/groups`, {
        method: "POST",
        body: JSON.stringify({ name: subject }),
      });
      // The admin events table shows the path of the group, which holds its id.
      const id = created.headers.get("location")?.split("/").pop() ?? "";
      return `groups/${id}`;
    },
  }),
  dashboardLoad: {
    name: "realm home dashboard: load the users count",
    prepare: async (page, realm) => {
      const subject = unique("counted");
      await seedUserWithPassword(realm, subject, "Fault-pass-1");
      await openConsole(page, realm);
      await expect(usersCard(page).getByTestId("dashboard-count")).toBeVisible();
      return { id: subject, name: subject };
    },
    target: (realm) => target("GET", realm, "users/count"),
    tries: tableTries,
    // A reload asks the count anew (the cached one is fresh for a minute otherwise).
    act: (page) => page.reload().then(() => undefined),
    failure: (page) => usersCard(page).getByTestId("dashboard-failure"),
    unchanged: () => Promise.resolve(),
    retry: async (page, _subject) => {
      await usersCard(page).getByRole("button", { name: "Try again" }).click();
      await expect(usersCard(page).getByTestId("dashboard-count")).toBeVisible();
    },
    stored: () => Promise.resolve(),
  },
} satisfies Record<string, Action>;

export const eventsFaultCases: [keyof typeof eventsFaultActions, FaultName[]][] = [
  ["userEventsList", ["timeout", "401 without body"]],
  ["adminEventsList", ["503 without body", "connection reset"]],
  ["dashboardLoad", ["connection failed", "503 with message"]],
];
