import { test as setup } from "@playwright/test";
import { signInAndStoreSession } from "../support/admin-session";
import { v1Admin } from "./v1-realm";
import { controlV1Server, v1AdminSessionFile } from "./v1-server";

/** The first start unpacks and builds a server of its own: minutes on a busy two-core machine. */
const startAllowanceMs = 420_000;

setup(
  "a server with fine-grained admin permissions v1 starts and its administrator signs in",
  async ({ page, context }) => {
    setup.setTimeout(startAllowanceMs);
    await controlV1Server("start");
    // The session is signed in now and first used by this server's specs, which run late in the
    // whole suite: the master realm's default idle timeout (30 minutes) would end it before then.
    const longer = await v1Admin("/master", {
      method: "PUT",
      body: JSON.stringify({ ssoSessionIdleTimeout: 4 * 3600, ssoSessionMaxLifespan: 10 * 3600 }),
    });
    if (!longer.ok)
      throw new Error(`The master realm kept its session timeouts: ${String(longer.status)}`);
    await signInAndStoreSession(page, context, v1AdminSessionFile);
  },
);
