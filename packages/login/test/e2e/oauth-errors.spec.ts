import { expect, test, type Page } from "@playwright/test";
import { adminFetch } from "../../../../server/src/testing/admin-api";
import type { KeycloakFlow, KeycloakResponseMode } from "../../src/types.js";
import { initOutcome, openApp, serverConfig, type SerializedInitError } from "./support/app";
import { startHarness, type Harness } from "./support/harness";

let harness: Harness;
/** A client of the test realm that allows the standard flow only. */
const standardOnlyClientId = "standard-flow-only";

test.beforeAll(async () => {
  harness = await startHarness("login-oauth-errors");
  await adminFetch(`/${encodeURIComponent(harness.realm)}/clients`, {
    method: "POST",
    body: JSON.stringify({
      clientId: standardOnlyClientId,
      publicClient: true,
      standardFlowEnabled: true,
      implicitFlowEnabled: false,
      redirectUris: [`${harness.origin}/*`],
      webOrigins: [harness.origin],
    }),
  });
});

test.afterAll(async () => {
  await harness.dispose();
});

const route = "#/master/users/42/settings?tab=roles";

/** Starts a login-required init the server answers with an OAuth error; resolves init's rejection. */
async function rejectedInit(
  page: Page,
  init: { clientId?: string; flow: KeycloakFlow; responseMode?: KeycloakResponseMode },
): Promise<SerializedInitError> {
  await openApp(
    page,
    harness,
    {
      config: {
        ...serverConfig(harness),
        clientId: init.clientId ?? serverConfig(harness).clientId,
      },
      init: { onLoad: "login-required", flow: init.flow, responseMode: init.responseMode },
    },
    route,
  );
  const outcome = await initOutcome(page, harness);
  if (typeof outcome === "boolean") throw new Error(`init resolved ${String(outcome)}`);
  return outcome;
}

/** What keycloak-js 26 does with an OAuth error in the callback, checked on the page. */
async function expectKeycloakJsRejection(
  page: Page,
  outcome: SerializedInitError,
  expected: { error: string; error_description: string },
): Promise<void> {
  // The rejection is the plain { error, error_description } object, nothing more.
  expect(outcome).toMatchObject({
    ...expected,
    isError: false,
    plainObject: true,
    keys: ["error", "error_description"],
    sameAsAuthErrorArgument: true,
  });
  expect(outcome.name).toBeUndefined();
  expect(outcome.message).toBeUndefined();
  // onAuthError received it once; onReady and onAuthSuccess never ran.
  const events = await page.evaluate(() => window.events);
  expect(events.filter((event) => event.name === "onAuthError")).toEqual([
    { name: "onAuthError", args: [expected] },
  ]);
  expect(events.map((event) => event.name)).not.toContain("onReady");
  expect(events.map((event) => event.name)).not.toContain("onAuthSuccess");
  expect(await page.evaluate(() => window.keycloak.authenticated)).toBe(false);
  // The OAuth parameters are gone; the application's route is what it was.
  expect(page.url()).toBe(harness.appUrl + route);
}

test("rejects init like keycloak-js when the client does not allow the implicit flow", async ({
  page,
}) => {
  const outcome = await rejectedInit(page, { clientId: standardOnlyClientId, flow: "implicit" });
  await expectKeycloakJsRejection(page, outcome, {
    error: "unauthorized_client",
    error_description:
      "Client is not allowed to initiate browser login with given response_type. Implicit flow is disabled for the client.",
  });
});

// The server refuses tokens in the query string.
for (const flow of ["implicit", "hybrid"] as const) {
  test(`rejects init like keycloak-js when the ${flow} flow asks for query mode`, async ({
    page,
  }) => {
    const outcome = await rejectedInit(page, { flow, responseMode: "query" });
    await expectKeycloakJsRejection(page, outcome, {
      error: "invalid_request",
      error_description: "Response_mode 'query' not allowed for implicit or hybrid flow",
    });
  });
}
