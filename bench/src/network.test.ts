import { describe, expect, it } from "vitest";
import { kindOf, totalsOf } from "./network";

const record = (
  url: string,
  kind: "js" | "css" | "other",
  decoded: number,
  encoded: number,
  done = true,
) => ({
  url,
  kind,
  decoded,
  encoded,
  done,
});

describe("network totals", () => {
  it("classifies scripts and style sheets by resource type, else by content type", () => {
    expect(kindOf("Script", undefined)).toBe("js");
    expect(kindOf("Fetch", "text/javascript")).toBe("js");
    expect(kindOf("Stylesheet", undefined)).toBe("css");
    expect(kindOf("Other", "text/css")).toBe("css");
    expect(kindOf("XHR", "application/json")).toBe("other");
  });

  it("counts every request on the wire but each file's size once", () => {
    const totals = totalsOf([
      record("http://kc/app.js", "js", 1_000, 1_100),
      // The same file again after the sign-in redirect.
      record("http://kc/app.js", "js", 1_000, 1_100),
      record("http://kc/app.css", "css", 500, 600),
      record("http://kc/admin/realms/bench", "other", 300, 400),
      record("http://kc/late.js", "js", 999, 0, false),
    ]);
    expect(totals).toEqual({
      requests: 5,
      wireBytes: 3_200,
      jsBytes: 1_000,
      cssBytes: 500,
      files: [
        { url: "http://kc/app.js", kind: "js", bytes: 1_000 },
        { url: "http://kc/app.css", kind: "css", bytes: 500 },
      ],
    });
  });
});
