import type { RealmRepresentation } from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  createFakeServer,
  fakeServerHandlers,
  fullAdminRights,
  renderConsole,
  serverUrl,
  startMswServer,
  whoAmIFor,
} from "../../../../test/console-harness";
import { configure, screen } from "../../../../test/render";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

/** The realm `acme` with its OTP and WebAuthn policies; saves are kept, or refused with 500. */
function usePolicyServer({
  rights = fullAdminRights,
  refuse = false,
}: { rights?: string[]; refuse?: boolean } = {}) {
  const state: { realm: RealmRepresentation; saves: RealmRepresentation[] } = {
    realm: {
      id: "acme-id",
      realm: "acme",
      enabled: true,
      otpPolicyType: "totp",
      otpPolicyAlgorithm: "HmacSHA1",
      otpPolicyDigits: 6,
      otpPolicyLookAheadWindow: 1,
      otpPolicyPeriod: 30,
      otpPolicyInitialCounter: 0,
      otpPolicyCodeReusable: false,
      otpSupportedApplications: ["totpAppFreeOTPName", "totpAppGoogleName"],
      webAuthnPolicyRpEntityName: "keycloak",
      webAuthnPolicyExtraOrigins: [],
      attributes: {},
    },
    saves: [],
  };
  const base = `${serverUrl}/admin/realms/acme`;
  server.use(
    http.get(base, () => HttpResponse.json(state.realm)),
    http.put(base, async ({ request }) => {
      const sent = (await request.json()) as RealmRepresentation;
      if (refuse) return HttpResponse.json({ errorMessage: "Storage full" }, { status: 500 });
      state.saves.push(sent);
      state.realm = { ...sent, otpSupportedApplications: ["totpAppFreeOTPName"] };
      return new HttpResponse(null, { status: 204 });
    }),
    ...fakeServerHandlers(
      createFakeServer({ whoAmI: whoAmIFor({ master: rights, acme: rights }) }),
    ),
  );
  return state;
}

const route = "/acme/authentication/policies";

describe("OTP, WebAuthn and CIBA policies", { timeout: 90_000 }, () => {
  it("shows the counter for counter-based codes and saves the policy with the realm", async () => {
    const state = usePolicyServer();
    const { user } = await renderConsole({ route });
    await user.click(await screen.findByRole("tab", { name: "OTP policy" }));
    expect(await screen.findByRole("spinbutton", { name: "OTP token period" })).toHaveValue(30);
    expect(screen.getByText("Google Authenticator")).toBeVisible();

    await user.click(screen.getByRole("radio", { name: "Counter-based (HOTP)" }));
    expect(screen.queryByRole("spinbutton", { name: "OTP token period" })).toBeNull();
    const counter = screen.getByRole("spinbutton", { name: "Initial counter" });
    await user.clear(counter);
    await user.type(counter, "4");
    await user.click(screen.getByRole("radio", { name: "8" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("OTP policy saved")).toBeInTheDocument();
    expect(state.saves[0]).toMatchObject({
      realm: "acme",
      otpPolicyType: "hotp",
      otpPolicyDigits: 8,
      otpPolicyInitialCounter: 4,
      webAuthnPolicyRpEntityName: "keycloak",
    });
    // The form starts again from the realm the server holds now, with its list of apps.
    await screen.findByText("FreeOTP");
    expect(screen.queryByText("Google Authenticator")).toBeNull();
  });

  it("keeps what was typed when the save fails", async () => {
    usePolicyServer({ refuse: true });
    const { user } = await renderConsole({ route });
    await user.click(await screen.findByRole("tab", { name: "WebAuthn policy" }));
    const name = await screen.findByRole("textbox", { name: "Relying party entity name" });
    await user.clear(name);
    await user.type(name, "Acme keys");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/The WebAuthn policy could not be saved/)).toBeInTheDocument();
    expect(name).toHaveValue("Acme keys");
  });

  it("refuses an extra origin with a path at its field, sending nothing", async () => {
    const state = usePolicyServer();
    const { user } = await renderConsole({ route });
    await user.click(await screen.findByRole("tab", { name: "WebAuthn policy" }));
    const origin = await screen.findByRole("textbox", { name: "Extra origins, value 1" });
    await user.type(origin, "https://app.example.org/login");
    expect(
      await screen.findByText(/"https:\/\/app.example.org\/login" is not an origin/),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(state.saves).toEqual([]);
  });

  it("shows the policies read-only without manage-realm", async () => {
    usePolicyServer({ rights: fullAdminRights.filter((right) => right !== "manage-realm") });
    const { user } = await renderConsole({ route });
    await user.click(await screen.findByRole("tab", { name: "CIBA policy" }));
    expect(await screen.findByRole("spinbutton", { name: "Expires in" })).toBeDisabled();
    expect(screen.getByRole("radio", { name: "Poll" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
