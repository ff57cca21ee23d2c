import { adminFetch } from "../../server/src/testing/admin-api";
import { consoleUrl, expect, signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";

/** An image the server itself serves, so the test needs no other host: the theme's icon. */
async function serverImageUrl(baseURL: string, realm: string): Promise<string> {
  const html = await (await fetch(new URL(consoleUrl(realm), baseURL))).text();
  const block = /<script id="environment" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (block?.[1] === undefined) throw new Error("The console page has no environment block.");
  const { resourceUrl } = JSON.parse(block[1]) as { resourceUrl: string };
  const image = new URL(`${resourceUrl}/favicon.svg`, baseURL).href;
  const response = await fetch(image);
  if (!response.ok) throw new Error(`${image} answered ${String(response.status)}.`);
  return image;
}

test.describe("user menu picture", () => {
  test("shows the administrator's picture from the token's picture claim", async ({
    page,
    realm,
    baseURL,
  }) => {
    const picture = await serverImageUrl(baseURL ?? "", realm);
    // The picture claim is mapped from the user's "picture" attribute, which the default user
    // profile does not declare: let the realm keep undeclared attributes.
    const profile = (await (await adminFetch(`/${realm}/users/profile`)).json()) as object;
    await adminFetch(`/${realm}/users/profile`, {
      method: "PUT",
      body: JSON.stringify({ ...profile, unmanagedAttributePolicy: "ENABLED" }),
    });
    const admin = await createRealmAdmin(realm, "pictured", ["view-users"], {
      firstName: "Pia",
      lastName: "Pictured",
    });
    const stored = (await (await adminFetch(`/${realm}/users/${admin.id}`)).json()) as object;
    await adminFetch(`/${realm}/users/${admin.id}`, {
      method: "PUT",
      body: JSON.stringify({ ...stored, attributes: { picture: [picture] } }),
    });

    await signIn(page, { realm, username: admin.username, password: admin.password });

    const toggle = page.getByRole("button", { name: "User menu for Pia Pictured" });
    await expect(toggle).toBeVisible();
    const image = toggle.locator("img");
    await expect(image).toHaveAttribute("src", picture);
    // Loaded, not a broken image.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
  });
});
