import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { formatProperties, listLanguages, loadMessages } from "./messages";
import { adminThemeDir, viteOutDir } from "./theme-layout";
import { themeProperties, toFreeMarkerTemplate } from "./theme-template";

const indexHtml = join(viteOutDir, "index.html");
if (!existsSync(indexHtml)) throw new Error(`${indexHtml} is missing: run "vite build" first.`);

rmSync(adminThemeDir, { recursive: true, force: true });
mkdirSync(join(adminThemeDir, "messages"), { recursive: true });
writeFileSync(
  join(adminThemeDir, "index.ftl"),
  toFreeMarkerTemplate(readFileSync(indexHtml, "utf8")),
);
cpSync(viteOutDir, join(adminThemeDir, "resources"), {
  recursive: true,
  filter: (source) => source !== indexHtml,
});

const languages = listLanguages();
for (const language of languages) {
  const file = join(adminThemeDir, "messages", `messages_${language}.properties`);
  writeFileSync(file, formatProperties(loadMessages(language)));
}
writeFileSync(join(adminThemeDir, "theme.properties"), themeProperties(languages));
console.log(`Theme written to ${adminThemeDir} (languages: ${languages.join(", ")}).`);
