import type { Page } from "@playwright/test";
import { openConsole } from "../support/fixtures";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/**
 * The events search forms: their date range is checked by the console (a day that is no
 * `yyyy-MM-dd` date, a last day before the first). A search saves nothing on the server; what it
 * applies is kept in the address, so that is what the rows read back as "stored".
 */

const good = () => ({ "From date": "2026-11-01", "To date": "2026-11-20" });

/** The date range the address holds, once a search applied one. */
function appliedRange(page: Page) {
  return () => {
    // The console's addresses live after the hash sign, their query string with them.
    const hash = new URL(page.url()).hash;
    const params = new URLSearchParams(hash.includes("?") ? hash.slice(hash.indexOf("?") + 1) : "");
    const find = (name: string) => [...params.entries()].find(([key]) => key.endsWith(name))?.[1];
    const from = find("dateFrom");
    const to = find("dateTo");
    return Promise.resolve(
      from === undefined && to === undefined ? undefined : { "From date": from, "To date": to },
    );
  };
}

const searchForm = (route: string): BadInputForm => ({
  submit: "Search",
  good,
  open: async (page, realm) => {
    await openConsole(page, `${realm}/${route}`);
    return { stored: appliedRange(page) };
  },
});

export const eventsForms = {
  "user events search": searchForm("events/user-events"),
  "admin events search": searchForm("events/admin-events"),
} satisfies Record<string, BadInputForm>;

const rows = (form: keyof typeof eventsForms): BadInput[] => [
  {
    form,
    field: "From date",
    value: "2026-13-40",
    message: "Enter a date as YYYY-MM-DD.",
    by: "console",
  },
  {
    form,
    field: "From date",
    value: "yesterday",
    message: "Enter a date as YYYY-MM-DD.",
    by: "console",
  },
  {
    form,
    field: "To date",
    value: "2026-10-31",
    message: "This date is before the from date.",
    by: "console",
  },
];

export const eventsInputs: BadInput[] = [
  ...rows("user events search"),
  ...rows("admin events search"),
];
