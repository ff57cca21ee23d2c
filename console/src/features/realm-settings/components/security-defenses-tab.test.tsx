import { describe, expect, it } from "vitest";
import { renderConsole, startMswServer } from "../../../../test/console-harness";
import { configure, screen } from "../../../../test/render";
import { useRealmSettingsServer } from "../realm-settings-test-server";

const server = startMswServer();
configure({ asyncUtilTimeout: 20_000 });

const route = "/acme/realm-settings/security-defenses";
const headers = {
  xFrameOptions: "SAMEORIGIN",
  contentSecurityPolicy: "frame-src 'self';",
  contentSecurityPolicyReportOnly: "",
  xContentTypeOptions: "nosniff",
  xRobotsTag: "none",
  strictTransportSecurity: "max-age=31536000; includeSubDomains",
  referrerPolicy: "no-referrer",
};
const bruteForce = {
  bruteForceProtected: false,
  permanentLockout: false,
  maxTemporaryLockouts: 0,
  failureFactor: 30,
  waitIncrementSeconds: 60,
  maxFailureWaitSeconds: 900,
  maxDeltaTimeSeconds: 43_200,
  quickLoginCheckMilliSeconds: 1000,
  minimumQuickLoginWaitSeconds: 60,
};

describe("realm settings security defenses tab", { timeout: 90_000 }, () => {
  it("saves a header and a brute force mode with the fields that mode uses", async () => {
    const state = useRealmSettingsServer(server, {
      realm: { browserSecurityHeaders: headers, ...bruteForce },
    });
    const { user } = await renderConsole({ route });
    const frame = await screen.findByRole(
      "textbox",
      { name: "X-Frame-Options" },
      { timeout: 15_000 },
    );
    expect(frame).toHaveValue("SAMEORIGIN");
    expect(screen.queryByRole("spinbutton", { name: "Max login failures" })).toBeNull();
    await user.clear(frame);
    await user.type(frame, "DENY");

    await user.click(screen.getByRole("button", { name: /^Brute force mode/ }));
    await user.click(
      screen.getByRole("option", { name: "Lockout permanently after temporary lockouts" }),
    );
    const failures = screen.getByRole("spinbutton", { name: "Max login failures" });
    await user.clear(failures);
    await user.type(failures, "3");
    const lockouts = screen.getByRole("spinbutton", { name: "Max temporary lockouts" });
    await user.clear(lockouts);
    await user.type(lockouts, "2");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("Realm settings saved")).toBeInTheDocument();
    expect(state.saves[0]).toMatchObject({
      browserSecurityHeaders: { ...headers, xFrameOptions: "DENY" },
      bruteForceProtected: true,
      permanentLockout: true,
      maxTemporaryLockouts: 2,
      failureFactor: 3,
      waitIncrementSeconds: 60,
    });
  });

  it("refuses zero login failures beside the field before sending", async () => {
    const state = useRealmSettingsServer(server, {
      realm: { ...bruteForce, bruteForceProtected: true, permanentLockout: true },
    });
    const { user } = await renderConsole({ route });
    const failures = await screen.findByRole(
      "spinbutton",
      { name: "Max login failures" },
      { timeout: 15_000 },
    );
    // A permanent lockout waits for nothing: no wait increment to set.
    expect(screen.queryByRole("spinbutton", { name: "Wait increment" })).toBeNull();
    await user.clear(failures);
    await user.type(failures, "0");
    expect(failures).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    expect(state.saves).toEqual([]);
  });

  it("shows everything read-only without manage-realm", async () => {
    useRealmSettingsServer(server, {
      rights: ["view-realm"],
      realm: { browserSecurityHeaders: headers, ...bruteForce, bruteForceProtected: true },
    });
    await renderConsole({ route });
    expect(
      await screen.findByRole("textbox", { name: "Content-Security-Policy" }, { timeout: 15_000 }),
    ).toBeDisabled();
    expect(screen.getByRole("spinbutton", { name: "Max login failures" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
