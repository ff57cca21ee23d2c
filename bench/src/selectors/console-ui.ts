import type { Locator, Page } from "@playwright/test";

export type ConsoleName = "gatehouse" | "built-in";

/** What the benchmark looks for and does in one console; each console describes its own screens. */
export interface ConsoleUi {
  name: ConsoleName;
  /** The realm `adminTheme` that serves this console. */
  adminTheme: string;
  /** The home page is interactive. */
  homeReady: (page: Page, realm: string) => Locator;
  users: {
    heading: RegExp;
    listed: (page: Page) => Locator;
    search: (page: Page, username: string) => Promise<void>;
    found: (page: Page, username: string) => Locator;
  };
  groups: {
    heading: RegExp;
    topLevelShown: (page: Page) => Locator;
    expand: (page: Page, groupName: string) => Promise<void>;
    childShown: (page: Page, childName: string) => Locator;
    search: (page: Page, groupName: string) => Promise<void>;
    found: (page: Page, groupName: string) => Locator;
  };
  clients: {
    heading: RegExp;
    listed: (page: Page) => Locator;
    search: (page: Page, clientId: string) => Promise<void>;
    found: (page: Page, clientId: string) => Locator;
  };
  roleMapping: {
    heading: (username: string) => RegExp;
    /** The user's role mapping tab shows and the assign button can be pressed. */
    shown: (page: Page) => Locator;
    openRealmRoles: (page: Page) => Promise<void>;
    realmRolesListed: (page: Page) => Locator;
    closeDialog: (page: Page) => Promise<void>;
    openClientRoles: (page: Page) => Promise<void>;
    clientRolesListed: (page: Page) => Locator;
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
