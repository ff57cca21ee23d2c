import { test as teardown } from "@playwright/test";
import { controlV1Server } from "./v1-server";

teardown("the server with fine-grained admin permissions v1 stops", async () => {
  teardown.setTimeout(60_000);
  await controlV1Server("stop");
});
