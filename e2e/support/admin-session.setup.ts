import { test as setup } from "@playwright/test";
import { adminSessionFile, signInAndStoreSession } from "./admin-session";

setup("the master administrator signs in once for every test", async ({ page, context }) => {
  await signInAndStoreSession(page, context, adminSessionFile);
});
