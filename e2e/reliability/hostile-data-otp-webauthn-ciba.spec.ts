import { openPolicy } from "../authentication/otp-policy-helpers";
import { expect, seedRealmSettings, storedRealm } from "../realm-settings/realm-settings-helpers";
import { test } from "../support/fixtures";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in the realm's WebAuthn and CIBA policies", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("relying party names, AAGUIDs, origins, algorithms and the CIBA user hint show as typed", async ({
    page,
    freshRealm: realm,
  }) => {
    const dialogs = watchDialogs(page);
    const texts = payloads.map((payload) => payload.text);
    expect(texts.length).toBeGreaterThan(0);
    const attributes = (await storedRealm(realm))["attributes"] as Record<string, string>;

    // Each round stores two payloads in the single fields and every payload in the lists: five
    // rounds cover all ten in every field.
    const half = Math.ceil(payloads.length / 2);
    for (let index = 0; index < half; index++) {
      const first = payloads[index];
      const second = payloads[index + half] ?? first;
      if (first === undefined || second === undefined) throw new Error("No payload to store.");
      const turned = [...texts.slice(index), ...texts.slice(0, index)];
      await seedRealmSettings(realm, {
        webAuthnPolicyRpEntityName: first.text,
        webAuthnPolicyRpId: second.text,
        webAuthnPolicyAcceptableAaguids: turned,
        webAuthnPolicyExtraOrigins: [...turned].reverse(),
        webAuthnPolicySignatureAlgorithms: ["ES256", first.text, second.text],
        webAuthnPolicyPasswordlessRpEntityName: second.text,
        attributes: { ...attributes, cibaAuthRequestedUserHint: first.text },
      });
      const kinds = `${first.kind}, ${second.kind}`;
      // The server keeps a list as one text joined by commas: a payload with a comma comes back
      // as two entries. The page must show the entries as the server returns them.
      const stored = await storedRealm(realm);
      const firstOf = (name: string) => (stored[name] as string[])[0] ?? "";

      if (index === 0) await openPolicy(page, realm, "WebAuthn policy");
      else {
        await page.reload();
        await page.getByRole("tab", { name: "WebAuthn policy", exact: true }).click();
      }
      const textbox = (name: string) => page.getByRole("textbox", { name, exact: true });
      await expect(textbox("Relying party entity name")).toHaveValue(first.text);
      await expect(textbox("Relying party ID")).toHaveValue(second.text);
      await expect(textbox("Acceptable AAGUIDs, value 1")).toHaveValue(
        firstOf("webAuthnPolicyAcceptableAaguids"),
      );
      await expect(textbox("Extra origins, value 1")).toHaveValue(
        firstOf("webAuthnPolicyExtraOrigins"),
      );
      await expectInert(page, dialogs, `WebAuthn policy: ${kinds}`);

      await page.getByRole("tab", { name: "WebAuthn passwordless policy", exact: true }).click();
      await expect(textbox("Relying party entity name")).toHaveValue(second.text);
      await expectInert(page, dialogs, `WebAuthn passwordless policy: ${kinds}`);

      await page.getByRole("tab", { name: "CIBA policy", exact: true }).click();
      await expect(page.getByRole("radio", { name: first.text, exact: true })).toBeChecked();
      await expectInert(page, dialogs, `CIBA policy: ${kinds}`);
    }
  });
});
