import type { Response } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { type Action, Faults } from "../support/faults";
import { consoleUrl, goToRoute, signIn, test } from "../support/fixtures";
import { accessToken } from "../support/tokens";
import { createRealmAdmin } from "../support/users";
import { faultKinds } from "../reliability/fault-cases";
import type { Ids, PageAction } from "../reliability/limited-actions";
import { signInIfAsked } from "../reliability/create-page-session-end";
import { checkBadInputForm } from "../reliability/bad-input-checks";
import { expect, seedExtOrganization } from "./ext-organizations-helpers";
import {
  extOrganizationsBadInputForms,
  extOrganizationsBadInputs,
  extOrganizationsDraftForm,
  extOrganizationsFaultActions,
  extOrganizationsFaultCases,
  extOrganizationsGrants,
  extOrganizationsPages,
  limitedOrgName,
} from "./ext-organizations-reliability-cases";

/**
 * The status the extension answers a request sent with the administrator's own token. It answers
 * a right the administrator lacks with 401 (not 403, as the admin API does).
 */
async function orgsStatus(
  realm: string,
  token: string,
  request: ReturnType<PageAction["request"]>,
): Promise<number> {
  const response = await fetch(`${keycloakUrl()}/realms/${realm}/orgs${request.path}`, {
    method: request.method,
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
    signal: AbortSignal.timeout(30_000),
  });
  return response.status;
}

/**
 * The reliability suite's families for the extension's organizations. The suite's own specs run
 * against a server without the extension, so this section's rows run here, on the server of the
 * extensions project, with the suite's machinery: the fault actions and kinds, the draft form,
 * the limited administrators' pages and the bad-input forms and checks. Hostile data is in
 * ext-organizations-hostile.spec.ts.
 */
test.describe("reliability of the extension's organizations", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ mode: "parallel", timeout: 120_000 });

  for (const [actionName, faultName] of extOrganizationsFaultCases) {
    const action: Action = extOrganizationsFaultActions[actionName];
    const kind = faultKinds[faultName];
    test(`fault: ${action.name} – ${kind.name}: shows why, keeps the input, retries once`, async ({
      page,
      realm,
      browserWatch,
    }) => {
      const faults = await Faults.on(page, browserWatch);
      const subject = await action.prepare(page, realm);
      const target = action.target(realm, subject);
      const before = faults.reached(target).length;
      const tries = action.tries ?? 1;
      if (kind.fault === "offline") throw new Error("the rows name faults of single requests");
      faults.inject(target, kind.fault, tries);

      await action.act(page, subject);
      const failure = action.failure(page, subject);
      await expect(failure).toBeVisible();
      for (const why of kind.why) await expect(failure).toContainText(why);
      // The console made exactly the tries it should, none of which reached the server.
      expect(faults.failed(target)).toHaveLength(tries);
      expect(faults.pending()).toBe(0);
      expect(faults.reached(target)).toHaveLength(before);
      await action.kept?.(page, subject);
      await action.unchanged(realm, subject);

      await action.retry(page, subject);
      await action.stored(realm, subject);
      expect(faults.reached(target).length - before).toBe(1);
    });
  }

  test(`session expiry: ${extOrganizationsDraftForm.name}: signed out everywhere mid-edit, the typed values come back and save`, async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(/status of 40[01]/, "the ended session's token and refresh are refused");
    const form = extOrganizationsDraftForm;
    const admin = await createRealmAdmin(realm, "drafting", ["realm-admin"]);
    const { route, stored } = await form.seed(realm, 0);
    const typed = "typed before the session ended";
    const questions: string[] = [];
    page.on("dialog", (dialog) => {
      questions.push(dialog.type());
      void dialog.accept();
    });
    const input = form.field(page);
    const restored = page.getByText("Your unsaved changes are back");
    await page.goto(consoleUrl(realm, route));
    await signInIfAsked(page, admin, input);
    await expect(input).toHaveValue("before");
    await input.fill(typed);

    // Signed out everywhere: the refresh token is revoked, so the save finds the session gone.
    await adminFetch(`/${realm}/users/${admin.id}/logout`, { method: "POST" });
    await page.getByRole("button", { name: "Save" }).click();
    await signInIfAsked(page, admin, restored);
    await expect(restored).toBeVisible();
    expect(questions).toEqual([]);
    await expect(input).toHaveValue(typed);
    expect(await stored()).toBe("before");

    await page.getByRole("button", { name: "Save" }).click();
    await expect(restored).toBeHidden();
    await expect.poll(stored).toBe(typed);
    // Saved: no draft is left, so a reload shows what the server holds, with no notice.
    await page.reload();
    await expect(input).toHaveValue(typed);
    await expect(restored).toBeHidden();
  });

  for (const [index, rights] of extOrganizationsGrants.entries()) {
    test(`limited administrators with ${rights.join(" and ")}: each page shows read-only or names the missing rights, nothing is refused`, async ({
      page,
      realm,
    }) => {
      const orgId = await seedExtOrganization(realm, {
        name: `${limitedOrgName}-${String(index)}`,
      });
      // The pages read only the organization's id.
      const ids = { organization: orgId } as Ids;
      const admin = await createRealmAdmin(realm, `ext-limited-${String(index)}`, rights);
      const refused: string[] = [];
      page.on("response", (response: Response) => {
        if ([401, 403].includes(response.status()) && /\/realms\/[^/]+\/orgs/.test(response.url()))
          refused.push(`${response.request().method()} ${response.url()}`);
      });
      await signIn(page, { realm, username: admin.username, password: admin.password });
      const nav = page.getByRole("navigation", { name: "Realm navigation" });
      // The Extensions group shows on this server, which runs the extension.
      await expect(nav.getByRole("link", { name: "Styles", exact: true })).toBeVisible();
      const token = await accessToken(realm, {
        grant_type: "password",
        client_id: "admin-cli",
        username: admin.username,
        password: admin.password,
      });

      // The token is good: the extension answers the list, with the realm's organizations to those
      // who may view them, and to the others only the ones they belong to (none here).
      const listed = await fetch(`${keycloakUrl()}/realms/${realm}/orgs?max=100`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(listed.status).toBe(200);
      expect(((await listed.json()) as { id: string }[]).map(({ id }) => id).includes(orgId)).toBe(
        rights.includes("view-organizations"),
      );

      for (const builtPage of extOrganizationsPages) {
        const missing = [...builtPage.access, ...(builtPage.serverNeeds ?? [])].filter(
          (right) => !rights.includes(right),
        );
        if (builtPage.navLink !== undefined) {
          const opens = [...builtPage.access, ...(builtPage.navAlsoNeeds ?? [])].every((right) =>
            rights.includes(right),
          );
          await expect(nav.getByRole("link", { name: builtPage.navLink, exact: true })).toHaveCount(
            opens ? 1 : 0,
          );
        }
        await goToRoute(page, `${realm}/${builtPage.route(ids)}`);
        const denied = page.getByRole("heading", { level: 1, name: "Access denied" });
        if (missing.length > 0) {
          await expect(denied, `${builtPage.name} is denied`).toBeVisible();
          await expect(
            page.getByText(new RegExp(`to see this page: ${missing.join(", ")}$`)),
          ).toBeVisible();
          continue;
        }
        const heading =
          builtPage.heading === limitedOrgName
            ? `${limitedOrgName}-${String(index)}`
            : builtPage.heading;
        await expect(
          page.getByRole("heading", { level: 1, name: heading, exact: true }),
        ).toBeVisible();
        await expect(denied).toHaveCount(0);
        if (builtPage.shown !== undefined)
          await expect(builtPage.shown(page).first()).toBeVisible();
        // Read-only: no control that changes the organizations, and the server refuses each change.
        for (const action of builtPage.actions ?? []) {
          await expect(action.control(page), `${action.name} is not offered`).toHaveCount(0);
          const request = action.request(ids, "", "");
          const status = await orgsStatus(realm, token, request);
          expect([401, 403], `${action.name}: the server refuses it (${String(status)})`).toContain(
            status,
          );
        }
      }
      expect(refused, "requests the server refused").toEqual([]);
    });
  }

  for (const [name, form] of Object.entries(extOrganizationsBadInputForms)) {
    const rows = extOrganizationsBadInputs.filter((row) => row.form === name);
    test(`bad input: ${name}: ${String(rows.length)} bad values are refused at their field, the fixed values save`, async ({
      page,
      realm,
      browserWatch,
    }) => {
      browserWatch.allow(/status of 409/, "the server refuses the taken name");
      await checkBadInputForm(page, realm, form, rows);
    });
  }
});
