import { describe, expect, it } from "vitest";
import { formatProperties, parseProperties } from "./messages";

describe("properties files", () => {
  it("reads keys, separators, comments, continuations and unicode escapes", () => {
    const text = [
      "# a comment",
      "! another comment",
      "plain=Hello",
      "colon: World",
      "spaced =  value with spaces",
      "long=first \\",
      "    second",
      "unicode=\\u0645\\u0631\\u062d\\u0628\\u0627",
      "escaped\\=key=x",
    ].join("\n");
    expect(parseProperties(text)).toEqual({
      plain: "Hello",
      colon: "World",
      spaced: "value with spaces",
      long: "first second",
      unicode: "مرحبا",
      "escaped=key": "x",
    });
  });

  it("round-trips any text through format and parse", () => {
    const messages = {
      "a.b": "Déjà vu: {{count}} items\nnext line",
      "with space": "x\\y",
      rtl: "مرحبا",
    };
    const written = formatProperties(messages);
    expect(written).toMatch(/^[\x20-\x7e\n]*$/);
    expect(parseProperties(written)).toEqual(messages);
  });
});
