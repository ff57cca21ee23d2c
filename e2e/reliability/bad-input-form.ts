import type { Page } from "@playwright/test";

/** A form opened in the page, once its realm is seeded. */
export interface OpenedForm {
  /**
   * What the server holds for the fields the form saves, keyed by the fields' names, or undefined
   * while nothing is stored.
   */
  stored: () => Promise<Record<string, unknown> | undefined>;
  /** Removes what the save created outside the test's realm. */
  cleanup?: () => Promise<void>;
}

export interface BadInputForm {
  /** Seeds what the form needs in `realm` and opens it in the page. */
  open: (page: Page, realm: string) => Promise<OpenedForm>;
  /** The button that sends the form (or moves a wizard past the fields). */
  submit: string;
  /** What ends a wizard after `submit` moved it past the fields. */
  finish?: (page: Page) => Promise<void>;
  /**
   * A valid value for every field the rows touch, typed first: each stays typed through every
   * refusal, each row's field gets its value back after the row, and they are what is saved last.
   */
  good: (realm: string) => Record<string, string>;
}
