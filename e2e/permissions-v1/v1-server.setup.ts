import { test as setup } from "@playwright/test";
import { signInAndStoreSession } from "../support/admin-session";
import { controlV1Server, v1AdminSessionFile } from "./v1-server";

/** The first start unpacks and builds a server of its own: minutes on a busy two-core machine. */
const startAllowanceMs = 420_000;

setup(
  "a server with fine-grained admin permissions v1 starts and its administrator signs in",
  async ({ page, context }) => {
    setup.setTimeout(startAllowanceMs);
    await controlV1Server("start");
    await signInAndStoreSession(page, context, v1AdminSessionFile);
  },
);
