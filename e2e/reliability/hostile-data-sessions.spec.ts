import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import { tokenResponse } from "../support/tokens";
import { createRealmAdmin } from "../support/users";
import { expect, sessionsTable } from "../sessions/sessions-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in the realm's sessions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("client ids a session signed in to show as typed on the sessions list", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    const user = await createRealmAdmin(freshRealm, "hostile-sessions", []);
    // A user name cannot hold these characters; a client id can, and each session names its client.
    for (const payload of payloads) {
      await adminFetch(`/${freshRealm}/clients`, {
        method: "POST",
        body: JSON.stringify({
          clientId: payload.text,
          publicClient: true,
          directAccessGrantsEnabled: true,
        }),
      });
      const { status } = await tokenResponse(freshRealm, {
        grant_type: "password",
        client_id: payload.text,
        username: user.username,
        password: user.password,
      });
      expect(status, `sign-in at the ${payload.kind} client`).toBe(200);
    }

    await openConsole(page, `${freshRealm}/sessions?size=20`);
    for (const payload of payloads)
      await expect(sessionsTable(page).getByText(payload.text, { exact: true })).toBeVisible();
    await expectInert(page, dialogs, "sessions list");
  });
});
