import { expect, type Page } from "@playwright/test";
import type { Keycloak } from "../../../src/keycloak.js";
import type { KeycloakConfig, KeycloakInitOptions } from "../../../src/types.js";
import { clientId, user, type Harness } from "./harness";

export interface PageSetup {
  config: KeycloakConfig | string;
  init?: KeycloakInitOptions;
}

export interface AdapterEvent {
  name: string;
  args: unknown[];
}

export interface SerializedInitError {
  name?: string;
  message?: string;
  error?: string;
  error_description?: string;
  /** Whether the rejection value is an `Error`. */
  isError: boolean;
  /** Whether it is a plain object (its prototype is `Object.prototype`). */
  plainObject: boolean;
  /** Its own enumerable keys. */
  keys: string[];
  /** Whether it is the very object `onAuthError` received. */
  sameAsAuthErrorArgument: boolean;
}

declare global {
  interface Window {
    __setup?: PageSetup;
    keycloak: Keycloak;
    events: AdapterEvent[];
    initResult?: boolean;
    initError?: SerializedInitError;
    authErrorArgument?: unknown;
  }
}

export function serverConfig(harness: Harness): KeycloakConfig {
  return { url: harness.keycloakUrl, realm: harness.realm, clientId };
}

/** Opens the test page at `route` with an adapter built from `setup`, on this and later loads. */
export async function openApp(
  page: Page,
  harness: Harness,
  setup: PageSetup,
  route = "",
): Promise<void> {
  await page.addInitScript((value) => {
    window.__setup = value;
  }, setup);
  await page.goto(harness.appUrl + route);
}

/** Resolves with init's outcome once the test page is back and init has settled. */
export async function initOutcome(
  page: Page,
  harness: Harness,
): Promise<boolean | SerializedInitError> {
  await page.waitForURL((url) => url.origin === harness.origin && url.pathname.startsWith("/app/"));
  await page.waitForFunction(
    () => window.initResult !== undefined || window.initError !== undefined,
  );
  return page.evaluate(() => window.initError ?? window.initResult ?? false);
}

/** Fills in the server's own login page. */
export async function signInAtServer(page: Page): Promise<void> {
  await page.getByRole("textbox", { name: /username/i }).fill(user.username);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: /sign in/i }).click();
}

/** Opens the page with login-required, signs in and waits until init resolved authenticated. */
export async function openSignedIn(
  page: Page,
  harness: Harness,
  init: KeycloakInitOptions = {},
  route = "",
): Promise<void> {
  await openApp(
    page,
    harness,
    { config: serverConfig(harness), init: { onLoad: "login-required", ...init } },
    route,
  );
  await signInAtServer(page);
  expect(await initOutcome(page, harness)).toBe(true);
}

export function eventNames(page: Page): Promise<string[]> {
  return page.evaluate(() => window.events.map((event) => event.name));
}

/** Counts the token endpoint requests the page makes from now on. */
export function countTokenRequests(page: Page): { count: () => number } {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/protocol/openid-connect/token"))
      count += 1;
  });
  return { count: () => count };
}

/** Records every address the page's main frame navigates to. */
export function topLevelNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}
