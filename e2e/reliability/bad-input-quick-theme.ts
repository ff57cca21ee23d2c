import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { openConsole } from "../support/fixtures";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/**
 * The quick theme keeps nothing on the server: what it "stores" is the JAR it hands to the
 * browser, so the theme name is read back from the last downloaded archive's theme list.
 */
export const quickThemeForms = {
  "quick theme": {
    submit: "Download theme JAR",
    good: () => ({ "Theme name": "acme-brand" }),
    open: async (page, realm) => {
      let downloaded: Record<string, unknown> | undefined;
      page.on("download", (download) => {
        void download.path().then(async (path) => {
          const zip = unzipSync(new Uint8Array(await readFile(path)));
          const list = JSON.parse(
            strFromU8(zip["META-INF/keycloak-themes.json"] ?? new Uint8Array()),
          ) as { themes: { name: string }[] };
          downloaded = { "Theme name": list.themes[0]?.name };
        });
      });
      await openConsole(page, `${realm}/realm-settings/themes/quick-theme`);
      return { stored: () => Promise.resolve(downloaded) };
    },
  },
} satisfies Record<string, BadInputForm>;

const nameMessage = "Use letters, digits and dashes only, starting with a letter or digit.";
const row = (value: string, message: string): BadInput => ({
  form: "quick theme",
  field: "Theme name",
  value,
  message,
  by: "console",
});

/** What the quick theme refuses itself; nothing of it ever goes to the server. */
export const quickThemeInputs: BadInput[] = [
  row("", "This field is required."),
  row("acme brand", nameMessage),
  row("-acme", nameMessage),
  row("../acme", nameMessage),
];
