import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { zipSync } from "fflate";
import { jarEntries } from "./theme-jar";
import { adminThemeDir, jarPath } from "./theme-layout";

if (!existsSync(join(adminThemeDir, "index.ftl"))) {
  throw new Error(`${adminThemeDir} is not built: run "npm run build -w console" first.`);
}
mkdirSync(dirname(jarPath), { recursive: true });
writeFileSync(jarPath, zipSync(jarEntries(adminThemeDir), { level: 9 }));
console.log(`Theme JAR written to ${jarPath}: copy it into Keycloak's providers/ folder.`);
