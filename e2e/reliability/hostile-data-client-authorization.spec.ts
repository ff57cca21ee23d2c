import { goToRoute, openConsole, test } from "../support/fixtures";
import { AdminApiError, adminFetch } from "../../server/src/testing/admin-api";
import {
  createAuthorizationScope,
  createResourceServer,
  resourceServerPath,
} from "../client-authorization/authorization-seed";
import { expect } from "../client-authorization/resources-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

/**
 * Creates a resource whose name, display name, URI and scope are all the payload. The server reads
 * a URI as a template and refuses some payloads there: such a resource is stored without its URI,
 * and `uri` says so.
 */
async function seedHostileResource(
  realm: string,
  id: string,
  text: string,
): Promise<{ id: string; uri: string | undefined }> {
  const create = (uris: string[]) =>
    adminFetch(`${resourceServerPath(realm, id)}/resource`, {
      method: "POST",
      body: JSON.stringify({ name: text, displayName: text, uris, scopes: [{ name: text }] }),
    });
  const uri = `/${text}`;
  const response = await create([uri]).catch((error: unknown) => {
    if (error instanceof AdminApiError && error.status === 400) return undefined;
    throw error;
  });
  if (response !== undefined) return { id: ((await response.json()) as { _id: string })._id, uri };
  return { id: ((await (await create([])).json()) as { _id: string })._id, uri: undefined };
}

test.describe("hostile data in a client's authorization services", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("resource names, display names and URIs and scope names show as typed on the lists and pages", async ({
    page,
    freshRealm: realm,
  }) => {
    const dialogs = watchDialogs(page);
    const id = await createResourceServer(realm, "hostile-authz");
    const stored: {
      resource: string;
      uri: string | undefined;
      scope: string;
      text: string;
      kind: string;
    }[] = [];
    for (const payload of payloads) {
      const scope = await createAuthorizationScope(realm, id, payload.text);
      const resource = await seedHostileResource(realm, id, payload.text);
      stored.push({ resource: resource.id, uri: resource.uri, scope, ...payload });
    }
    // Most payloads are kept as URIs too; the test must not pass with none of them there.
    expect(stored.filter((item) => item.uri !== undefined).length).toBeGreaterThan(5);
    const base = `${realm}/clients/${id}/authorization`;

    await openConsole(page, `${base}/resources?size=20`);
    const resources = page.getByRole("grid", { name: "Resources" });
    for (const { text, uri } of stored) {
      const row = resources.getByRole("row").filter({
        has: page.getByRole("link", { name: text, exact: true }),
      });
      // The name's link and the display name's cell.
      await expect(row.getByText(text, { exact: true })).toHaveCount(2);
      await resources.getByRole("button", { name: `Show details of ${text}` }).click();
      if (uri !== undefined) await expect(resources.getByText(uri, { exact: true })).toBeVisible();
    }
    await expectInert(page, dialogs, "resources list");

    await goToRoute(page, `${base}/scopes?size=20`);
    const scopes = page.getByRole("grid", { name: "Authorization scopes" });
    for (const { text } of stored)
      await expect(scopes.getByRole("link", { name: text, exact: true })).toBeVisible();
    await expectInert(page, dialogs, "authorization scopes list");

    for (const { resource, uri, scope, text, kind } of stored) {
      await goToRoute(page, `${base}/resource/${resource}`);
      await expect(page.getByRole("heading", { level: 1, name: text, exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(text);
      await expect(page.getByRole("textbox", { name: "Display name" })).toHaveValue(text);
      if (uri !== undefined)
        await expect(page.getByRole("textbox", { name: "URIs" }).first()).toHaveValue(uri);
      await expectInert(page, dialogs, `resource ${kind}`);
      await goToRoute(page, `${base}/scope/${scope}`);
      await expect(page.getByRole("heading", { level: 1, name: text, exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(text);
      await expectInert(page, dialogs, `authorization scope ${kind}`);
    }
  });
});
