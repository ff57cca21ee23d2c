import { consoleUrl, expect, signIn, signedOut, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";

test.describe("sign-in and the server-rendered page", () => {
  // These tests are about the sign-in itself, so they start without the shared session.
  test.use({ storageState: signedOut });

  test("the server's page carries the environment block with this realm's values", async ({
    request,
    realm,
    baseURL,
  }) => {
    const block = await request.get(consoleUrl(realm)).then((response) => response.text());
    const json = /<script id="environment" type="application\/json">([\s\S]*?)<\/script>/.exec(
      block,
    )?.[1];
    expect(json).toBeDefined();
    const environment = JSON.parse(json ?? "{}") as Record<string, string>;
    expect(environment).toMatchObject({
      serverBaseUrl: baseURL,
      adminBaseUrl: baseURL,
      realm,
      clientId: "security-admin-console",
      masterRealm: "master",
      consoleBaseUrl: `/admin/${realm}/console/`,
    });
    expect(environment.resourceUrl).toMatch(/^\/resources\/[^/]+\/admin\/gatehouse$/);
  });

  test("the console signs in with the realm and client from the environment block", async ({
    page,
    realm,
  }) => {
    const authorization = page.waitForRequest((request) =>
      request.url().includes("/protocol/openid-connect/auth"),
    );
    const beforeSignIn: string[] = [];
    let leaving = false;
    page.on("request", (request) => {
      if (request.url().includes("/protocol/openid-connect/auth")) leaving = true;
      if (!leaving) beforeSignIn.push(request.url());
    });
    await page.goto(consoleUrl(realm));
    const url = new URL((await authorization).url());
    // Without a session, the page leaves for the server's sign-in having loaded only its small
    // entry script: none of the console's code, styles or messages.
    const assets = beforeSignIn.filter((address) => address.includes("/admin/gatehouse/assets/"));
    expect(assets).toHaveLength(1);
    expect(assets[0]).toMatch(/\/assets\/index-[\w-]+\.js$/);
    expect(
      beforeSignIn.filter((address) => /\.css$|\/resources\/[^/]+\/admin\/en/.test(address)),
    ).toEqual([]);
    expect(url.pathname).toBe(`/realms/${realm}/protocol/openid-connect/auth`);
    expect(url.searchParams.get("client_id")).toBe("security-admin-console");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    // Keycloak's own login page, not a form of ours.
    await expect(page.getByRole("textbox", { name: /username/i })).toBeVisible();
  });

  test("signing in shows Gatehouse with the administrator's name in the header", async ({
    page,
    realm,
  }) => {
    const admin = await createRealmAdmin(realm, "ada", ["realm-admin"], {
      firstName: "Ada",
      lastName: "Lovelace",
    });
    await signIn(page, { realm, username: admin.username, password: admin.password });
    await expect(page).toHaveTitle(/Gatehouse/);
    await expect(page.getByRole("banner")).toContainText("Ada Lovelace");
  });

  test("the bootstrap administrator signs in to the master realm's console", async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole("banner")).toContainText("admin");
  });
});
