import { openConsole, test } from "../support/fixtures";
import { expect, storedProvider } from "./oidc-helpers";

// The test server runs with the SPIFFE and Kubernetes service account features on, so it lists both types.
test.describe("spiffe and kubernetes providers", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a SPIFFE provider is added with its trust domain and bundle endpoint", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/identity-providers/spiffe/add`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("SPIFFE");
    await page.getByRole("textbox", { name: "Alias" }).fill("workloads");
    const trustDomain = page.getByRole("textbox", { name: "Trust domain" });
    await trustDomain.fill("example.org");
    await trustDomain.blur();
    await expect(page.getByText(/Enter spiffe:\/\/ followed by/)).toBeVisible();
    await trustDomain.fill("spiffe://example.org");
    await page
      .getByRole("textbox", { name: "Bundle endpoint" })
      .fill("https://spire.example.test/bundle");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page).toHaveURL(/\/identity-providers\/spiffe\/workloads\/settings$/);

    const stored = await storedProvider(realm, "workloads");
    expect(stored?.providerId).toBe("spiffe");
    expect(stored?.config).toMatchObject({
      trustDomain: "spiffe://example.org",
      bundleEndpoint: "https://spire.example.test/bundle",
    });
  });

  test("a Kubernetes provider is added with its issuer", async ({ page, realm }) => {
    await openConsole(page, `${realm}/identity-providers/kubernetes/add`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Kubernetes");
    await page.getByRole("textbox", { name: "Alias" }).fill("cluster");
    await page
      .getByRole("textbox", { name: "Kubernetes issuer URL" })
      .fill("https://kubernetes.default.svc.cluster.local");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page).toHaveURL(/\/identity-providers\/kubernetes\/cluster\/settings$/);

    const stored = await storedProvider(realm, "cluster");
    expect(stored?.providerId).toBe("kubernetes");
    expect(stored?.config.issuer).toBe("https://kubernetes.default.svc.cluster.local");
  });
});
