import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseProperties } from "@/shared/i18n/properties";
import { messagesRoot } from "../../../scripts/messages";

const messagesOf = (language: string) =>
  parseProperties(readFileSync(join(messagesRoot, language, "permissions.properties"), "utf8"));

/** Every `permissions.v1.*` key the source files of this folder and the users list ask for. */
function keysUsed(): string[] {
  const folder = import.meta.dirname;
  const files = [
    ...readdirSync(folder)
      .filter((name) => /\.tsx?$/.test(name) && !name.includes(".test."))
      .map((name) => join(folder, name)),
    join(folder, "..", "..", "features", "users", "users.page.tsx"),
  ];
  const used = files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/"(permissions\.v1\.[A-Za-z.]+)"/g)].map(
      (match) => match[1] ?? "",
    ),
  );
  return [...new Set(used)].sort();
}

describe("fine-grained permissions (version 1) messages", () => {
  it.each(["de", "fr", "ar"])("translate every English key into %s", (language) => {
    expect(Object.keys(messagesOf(language)).sort()).toEqual(Object.keys(messagesOf("en")).sort());
  });

  it("have an English text for every key the tab uses", () => {
    const english = messagesOf("en");
    const used = keysUsed();
    expect(used.length).toBeGreaterThan(30);
    expect(used.filter((key) => english[key] === undefined)).toEqual([]);
  });
});
