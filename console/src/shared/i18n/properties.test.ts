import { describe, expect, it } from "vitest";
import { parseProperties } from "./properties";

describe("parseProperties", () => {
  it("reads the three separators and trims only the blanks before a value", () => {
    const text = [
      "equals=Hello",
      "colon: World",
      "spaced   =   value kept with trailing blank ",
      "blank\tTab separated",
      "both : = value starting with equals",
      "bare",
    ].join("\n");
    expect(parseProperties(text)).toEqual({
      equals: "Hello",
      colon: "World",
      spaced: "value kept with trailing blank ",
      blank: "Tab separated",
      both: "= value starting with equals",
      bare: "",
    });
  });

  it("skips # and ! comments and blank lines, even indented ones", () => {
    expect(parseProperties("# area\n\n  ! note\n\t# indented\ntryAgain=Try again\n")).toEqual({
      tryAgain: "Try again",
    });
  });

  it("joins continuation lines, dropping the next line's leading blanks", () => {
    const text = "long=first \\\n    second \\\n\t third\nnext=after";
    expect(parseProperties(text)).toEqual({ long: "first second third", next: "after" });
  });

  it("does not continue a comment, and reads a comment sign inside a continuation as text", () => {
    expect(parseProperties("# comment \\\nkey=a \\\n  # not a comment")).toEqual({
      key: "a # not a comment",
    });
  });

  it("treats an even number of trailing backslashes as escaped backslashes, not a continuation", () => {
    expect(parseProperties("path=C:\\\\\nnext=x")).toEqual({ path: "C:\\", next: "x" });
  });

  it("accepts Windows and old Mac line ends", () => {
    expect(parseProperties("a=1\r\nb=2\rc=3")).toEqual({ a: "1", b: "2", c: "3" });
  });

  it("decodes \\uXXXX, the named escapes and a backslash before any other character", () => {
    const text = [
      "unicode=\\u0645\\u0631\\u062d\\u0628\\u0627",
      "surrogates=\\ud83d\\ude00",
      "named=a\\tb\\nc\\rd\\fe",
      "other=\\q\\#\\!\\=\\:",
    ].join("\n");
    expect(parseProperties(text)).toEqual({
      unicode: "مرحبا",
      surrogates: "😀",
      named: "a\tb\nc\rd\fe",
      other: "q#!=:",
    });
  });

  it("reads escaped separators and blanks as part of the key", () => {
    expect(parseProperties("a\\=b=1\nc\\:d:2\nwith\\ space=3\nend\\\\=4")).toEqual({
      "a=b": "1",
      "c:d": "2",
      "with space": "3",
      "end\\": "4",
    });
  });

  it("keeps text that is not ASCII as it is", () => {
    expect(parseProperties("greeting=Grüß dich, مرحبا")).toEqual({ greeting: "Grüß dich, مرحبا" });
  });

  it("lets a later definition of a key win, as the server does", () => {
    expect(parseProperties("a=1\na=2")).toEqual({ a: "2" });
  });

  it("refuses a broken \\u escape instead of guessing", () => {
    expect(() => parseProperties("bad=\\u12g4")).toThrow('Malformed \\u escape: "\\u12g4".');
  });
});
