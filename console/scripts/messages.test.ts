import { describe, expect, it } from "vitest";
import { parseProperties } from "../src/shared/i18n/properties";
import { formatProperties, loadMessages } from "./messages";

describe("formatProperties", () => {
  it("writes printable ASCII only, and the shared reader gets back exactly what was written", () => {
    const messages = {
      "a.b": "Déjà vu: {{count}} items\nnext line",
      "with space": "x\\y",
      "key=with:separators": "value",
      "#not-a-comment": "!neither",
      "!bang": "ok",
      leading: "  two blanks first",
      tabbed: "\tand\fform feed\r",
      rtl: "مرحبا",
      emoji: "😀",
      empty: "",
    };
    const written = formatProperties(messages);
    expect(written).toMatch(/^[\x20-\x7e\n]*$/);
    expect(parseProperties(written)).toEqual(messages);
  });
});

describe("loadMessages", () => {
  it("merges every area file of a language into one set of messages", () => {
    const arabic = loadMessages("ar");
    expect(arabic["access.forbiddenTitle"]).toBe("الوصول مرفوض");
    expect(loadMessages("en")).toMatchObject({
      "access.forbiddenTitle": "Access denied",
      "home.breadcrumb": "Home",
    });
  });
});
