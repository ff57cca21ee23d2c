import {
  expect as baseExpect,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type Route,
} from "@playwright/test";
import { defaultTimeout } from "@gatehouse/admin-client";
import { openConsole } from "./admin-session";
import type { BrowserWatch } from "./fixtures";
import { unique } from "./realms";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
const expect = baseExpect.configure({ timeout: 60_000 });

/** A JSON error body of the shapes Keycloak's admin API sends. */
export type ErrorBody = { errorMessage: string } | { error: string; error_description?: string };

/** What goes wrong with a request the fault catches. */
export type Fault =
  /** The server answers with this status, with or without an error body. */
  | { kind: "status"; status: 401 | 500 | 502 | 503; body?: ErrorBody }
  /**
   * The server keeps the request waiting past the console's own timeout (`defaultTimeout` of the
   * admin client, a minute). Rather than wait that long, the page's clock (installed by
   * `Faults.on`) is moved on past it: the console gives up on the request as it would after a
   * minute, and the request is then ended without answer.
   */
  | { kind: "timeout" }
  /** The connection breaks before an answer. */
  | { kind: "drop"; reason: "connectionreset" | "failed" };

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** Which requests a fault catches: the method and a pattern of the address (path and query). */
export interface Target {
  method: Method;
  url: RegExp;
}

/** A request as the fault layer saw it. */
export interface SeenRequest {
  method: string;
  /** Path and query below the server's address. */
  url: string;
}

interface Armed {
  target: Target;
  fault: Fault;
  /** Requests still to fail; `Infinity` until `clear()`. */
  left: number;
}

/** The line the browser logs for a request that failed the way `fault` makes it fail. */
export function browserLogLine(fault: Fault): RegExp {
  switch (fault.kind) {
    case "status":
      return new RegExp(
        `^Failed to load resource: the server responded with a status of ${String(fault.status)}`,
      );
    case "timeout":
      return /^Failed to load resource: net::ERR_(TIMED_OUT|ABORTED)/;
    case "drop":
      return fault.reason === "connectionreset"
        ? /^Failed to load resource: net::ERR_CONNECTION_RESET/
        : /^Failed to load resource: net::ERR_FAILED/;
  }
}

/**
 * The admin REST API, and the API of Phase Two's organizations extension (`/realms/{realm}/orgs`),
 * which its pages call on a server that runs it.
 */
const adminApiPath = /^\/(admin\/realms\/|realms\/[^/]+\/orgs(\/|$))/;

/**
 * Stands between a page and the server's admin REST API. Requests no fault catches go on to the
 * server and are recorded, so a test can count the writes that really reached it; a caught
 * request never reaches the server.
 */
export class Faults {
  private readonly armed: Armed[] = [];
  private readonly passed: SeenRequest[] = [];
  private readonly caught: SeenRequest[] = [];
  private offline = false;

  private constructor(
    private readonly context: BrowserContext,
    private readonly browserWatch: BrowserWatch,
  ) {}

  /** Starts watching the page's admin API requests. */
  static async on(page: Page, browserWatch: BrowserWatch): Promise<Faults> {
    const faults = new Faults(page.context(), browserWatch);
    // Time still runs as usual; the timeout fault moves it on (see `Fault`).
    await page.context().clock.install();
    await page.route(
      (url) => adminApiPath.test(url.pathname),
      (route) => faults.handle(route),
    );
    return faults;
  }

  /**
   * Makes the next `times` requests matching `target` fail with `fault` (`Infinity`: every one
   * until `clear()`); later ones pass. The browser's log line for each is expected, for this test.
   */
  inject(target: Target, fault: Fault, times = 1): void {
    this.armed.push({ target, fault, left: times });
    this.browserWatch.allow(
      browserLogLine(fault),
      "the test makes this request fail on purpose",
      target.url,
    );
  }

  /** How many injected failures have not happened yet. */
  pending(): number {
    return this.armed.reduce((sum, entry) => sum + entry.left, 0);
  }

  /** Ends every fault: from now on all requests reach the server. */
  clear(): void {
    for (const entry of this.armed) entry.left = 0;
  }

  /** Requests matching `target` that reached the server, in order. */
  reached(target: Target): SeenRequest[] {
    return this.passed.filter((request) => matches(target, request));
  }

  /** Requests matching `target` that a fault caught, in order. */
  failed(target: Target): SeenRequest[] {
    return this.caught.filter((request) => matches(target, request));
  }

  /**
   * Takes the browser off the network, as a dropped Wi-Fi does: every request fails at once and
   * the page is told it is offline. The browser logs each request it could not send.
   */
  async goOffline(): Promise<void> {
    this.browserWatch.allow(
      /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED/,
      "the test takes the browser offline on purpose",
    );
    // The server's session-status frame checks the session every few seconds and throws when
    // the check cannot reach the server.
    this.browserWatch.allow(
      /^TypeError: Failed to fetch\s+at checkState .*login-status-iframe\.html/,
      "the test takes the browser offline on purpose",
    );
    this.offline = true;
    await this.context.setOffline(true);
  }

  async comeBack(): Promise<void> {
    await this.context.setOffline(false);
    this.offline = false;
  }

  private async handle(route: Route): Promise<void> {
    const request = route.request();
    const seen = describe(request);
    const entry = this.armed.find((armed) => armed.left > 0 && matches(armed.target, seen));
    if (entry === undefined) {
      // Offline, the request goes on only to fail in the browser: it never reaches the server.
      (this.offline ? this.caught : this.passed).push(seen);
      await route.fallback();
      return;
    }
    entry.left -= 1;
    this.caught.push(seen);
    await fail(route, entry.fault, this.context);
  }
}

function describe(request: Request): SeenRequest {
  const url = new URL(request.url());
  return { method: request.method(), url: `${url.pathname}${url.search}` };
}

function matches(target: Target, request: SeenRequest): boolean {
  return target.method === request.method && target.url.test(request.url);
}

async function fail(route: Route, fault: Fault, context: BrowserContext): Promise<void> {
  switch (fault.kind) {
    case "status":
      await route.fulfill({
        status: fault.status,
        ...(fault.body === undefined
          ? { body: "" }
          : { contentType: "application/json", body: JSON.stringify(fault.body) }),
      });
      return;
    case "timeout":
      await context.clock.fastForward(defaultTimeout + 1_000);
      // The console has given up on the request by now; the connection is closed unanswered.
      await route.abort("timedout").catch(() => undefined);
      return;
    case "drop":
      await route.abort(fault.reason);
      return;
  }
}

/** What one action acted on: enough to find it on the page and on the server. */
export interface Subject {
  id: string;
  name: string;
  /** The value the administrator typed, for saves and imports. */
  typed?: string;
  /** Other ids the action touches, e.g. the users of a bulk run the fault spares. */
  others?: string[];
}

/**
 * One thing an administrator does that talks to the server, in the form every fault case drives:
 * set up, try once (the fault hits), see the failure, try again (it passes), check the server.
 */
export interface Action {
  /** Shown in the test title, e.g. "users: save details". */
  name: string;
  /** Seeds what the action needs through the admin API and opens the console page. */
  prepare(page: Page, realm: string): Promise<Subject>;
  /** The requests the fault catches; those reaching the server are counted. */
  target(realm: string, subject: Subject): Target;
  /** How many requests to the target one try makes before a failure shows; 1 when left out. */
  tries?: number;
  /** The first try: type, choose, press the button. */
  act(page: Page, subject: Subject): Promise<void>;
  /** Where the failure shows, holding its title. */
  failure(page: Page, subject: Subject): Locator;
  /** Checks that what was typed or chosen is still there after the failure. */
  kept?(page: Page, subject: Subject): Promise<void>;
  /** Checks what the server holds before the retry: the failed write did not happen. */
  unchanged(realm: string, subject: Subject): Promise<void>;
  /** Tries again the way the page offers, and waits for the page to show success. */
  retry(page: Page, subject: Subject): Promise<void>;
  /** Checks what the server holds after the retry. */
  stored(realm: string, subject: Subject): Promise<void>;
}

export const target = (method: Method, realm: string, path: string): Target => ({
  method,
  url: new RegExp(`/admin/realms/${realm}/${path}`),
});
/**
 * Tries of a list read: the console reads a list again on a server or network failure, three
 * tries in all (see console-providers.tsx).
 */
const listTries = 3;

/** A list page: the fault hits the refresh, its retry is the list's own "Try again". */
export function listLoad(
  name: string,
  route: string,
  path: string,
  seed: (realm: string, name: string) => Promise<unknown>,
): Action {
  return {
    name: `${name}: load the list`,
    prepare: async (page, realm) => {
      const subject = unique(name.replace(/ /g, "-"));
      await seed(realm, subject);
      await openConsole(page, `${realm}/${route}?search=${subject}`);
      await expect(
        page.getByRole("grid").getByRole("link", { name: subject, exact: true }),
      ).toBeVisible();
      return { id: subject, name: subject };
    },
    target: (realm) => target("GET", realm, path),
    tries: listTries,
    act: (page) => page.getByRole("button", { name: "Refresh" }).click(),
    failure: (page) =>
      page.getByRole("grid").getByRole("row").filter({ hasText: "The list could not be loaded" }),
    unchanged: () => Promise.resolve(),
    retry: async (page, subject) => {
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(
        page.getByRole("grid").getByRole("link", { name: subject.name, exact: true }),
      ).toBeVisible();
    },
    stored: () => Promise.resolve(),
  };
}

/** The toast a failed save or a done action shows. */
export const toast = (page: Page, title: string): Locator =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });

/** An edit form: the fault hits Save; the typed value stays and Save is pressed again. */
export function save(options: {
  name: string;
  open: (realm: string) => Promise<{ id: string; name: string; route: string }>;
  path: (subject: Subject) => string;
  field: (page: Page) => Locator;
  saved: string;
  error: string;
  read: (realm: string, subject: Subject) => Promise<unknown>;
}): Action {
  return {
    name: `${options.name}: save`,
    prepare: async (page, realm) => {
      const opened = await options.open(realm);
      await openConsole(page, `${realm}/${opened.route}`);
      await expect(options.field(page)).toBeEditable();
      return { id: opened.id, name: opened.name, typed: unique("typed") };
    },
    target: (realm, subject) => target("PUT", realm, options.path(subject)),
    act: async (page, subject) => {
      await options.field(page).fill(subject.typed ?? "");
      await page.getByRole("button", { name: "Save", exact: true }).click();
    },
    failure: (page) => toast(page, options.error),
    kept: (page, subject) => expect(options.field(page)).toHaveValue(subject.typed ?? ""),
    unchanged: async (realm, subject) => {
      expect(JSON.stringify(await options.read(realm, subject))).not.toContain(subject.typed);
    },
    retry: async (page) => {
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(page, options.saved)).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(JSON.stringify(await options.read(realm, subject))).toContain(subject.typed);
    },
  };
}

/** A delete behind a confirmation: the dialog keeps the failure; Delete is pressed again. */
export function remove(options: {
  name: string;
  seed: (realm: string, name: string) => Promise<string>;
  route: (name: string) => string;
  path: (subject: Subject) => string;
  open: (page: Page, subject: Subject) => Promise<void>;
  error: string;
  done: (subject: Subject) => string;
  exists: (realm: string, subject: Subject) => Promise<boolean>;
}): Action {
  const dialog = (page: Page) => page.getByRole("dialog");
  return {
    name: `${options.name}: delete`,
    prepare: async (page, realm) => {
      const name = unique(options.name.replace(/ /g, "-"));
      const subject = { id: await options.seed(realm, name), name };
      await openConsole(page, `${realm}/${options.route(name)}`);
      await options.open(page, subject);
      return subject;
    },
    target: (realm, subject) => target("DELETE", realm, options.path(subject)),
    act: (page) => dialog(page).getByRole("button", { name: "Delete", exact: true }).click(),
    failure: (page) =>
      dialog(page).getByRole("heading").filter({ hasText: options.error }).locator(".."),
    unchanged: async (realm, subject) => {
      expect(await options.exists(realm, subject)).toBe(true);
    },
    retry: async (page, subject) => {
      await dialog(page).getByRole("button", { name: "Delete", exact: true }).click();
      await expect(toast(page, options.done(subject))).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await options.exists(realm, subject)).toBe(false);
    },
  };
}

/** Opens a row's action menu and chooses Delete. */
export const deleteFromRow = async (page: Page, subject: Subject) => {
  await page.getByRole("button", { name: `Actions for ${subject.name}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
};
