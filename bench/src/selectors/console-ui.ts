import type { Page } from "@playwright/test";
import type { ReadySpec } from "../readiness";

export type ConsoleName = "gatehouse" | "built-in";

/**
 * What the benchmark looks for and does in one console; each console describes its own screens.
 * What a step waits for is a `ReadySpec`, so the page can time it by the same rule.
 */
export interface ConsoleUi {
  name: ConsoleName;
  /** The realm `adminTheme` that serves this console. */
  adminTheme: string;
  /** The home page is interactive. */
  homeReady: (realm: string) => ReadySpec;
  users: {
    heading: RegExp;
    listed: ReadySpec;
    search: (page: Page, username: string) => Promise<void>;
    found: (username: string) => ReadySpec;
  };
  groups: {
    heading: RegExp;
    topLevelShown: ReadySpec;
    expand: (page: Page, groupName: string) => Promise<void>;
    childShown: (childName: string) => ReadySpec;
    search: (page: Page, groupName: string) => Promise<void>;
    found: (groupName: string) => ReadySpec;
  };
  clients: {
    heading: RegExp;
    listed: ReadySpec;
    search: (page: Page, clientId: string) => Promise<void>;
    found: (clientId: string) => ReadySpec;
  };
  roleMapping: {
    heading: (username: string) => RegExp;
    /** The user's role mapping tab shows and the assign button can be pressed. */
    shown: ReadySpec;
    openRealmRoles: (page: Page) => Promise<void>;
    realmRolesListed: ReadySpec;
    closeDialog: (page: Page) => Promise<void>;
    openClientRoles: (page: Page) => Promise<void>;
    clientRolesListed: ReadySpec;
  };
  sessions: {
    heading: RegExp;
    /** The first page of the realm's sessions shows a row of a seeded user. */
    listed: ReadySpec;
  };
}

/** The text as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Exact, whole-string match for a name that may contain regular-expression characters. */
export function exactly(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);
}

/** Starts with the text, then a word boundary (rows and tree items add actions to their names). */
export function startingWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`);
}

/** Contains the text as a whole word: table rows name themselves after all their cells. */
export function containingWord(text: string): RegExp {
  return new RegExp(`(?<![\\w-])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w-])`);
}
