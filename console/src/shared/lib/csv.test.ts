import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("leaves plain text as it is", () => {
    expect(csvCell("ada.lovelace")).toBe("ada.lovelace");
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("turns text a spreadsheet would run as a formula into plain text", () => {
    expect(csvCell("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
  });
});

describe("toCsv", () => {
  it("writes a header and rows with CRLF line ends after a byte order mark", () => {
    expect(
      toCsv(
        ["username", "id", "reason"],
        [
          ["ada", "1", "gone"],
          ["bob", "2", "HTTP 403, forbidden"],
        ],
      ),
    ).toBe('\uFEFFusername,id,reason\r\nada,1,gone\r\nbob,2,"HTTP 403, forbidden"\r\n');
  });
});
