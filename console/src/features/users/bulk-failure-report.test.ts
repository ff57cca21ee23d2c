import { describe, expect, it } from "vitest";
import { failuresCsv } from "./bulk-failure-report";

const header = { username: "username", id: "id", reason: "reason" };

describe("failuresCsv", () => {
  it("lists each failed user with its id and reason, in the order given", () => {
    const csv = failuresCsv(
      [
        { item: { id: "u2", username: "zoe" }, error: new Error("403") },
        { item: { id: "u1", username: "=cmd|' /C calc'!A0" }, error: new Error("gone, really") },
      ],
      (error) => (error as Error).message,
      header,
    );
    expect(csv.split("\r\n")).toEqual([
      "\uFEFFusername,id,reason",
      "zoe,u2,403",
      "'=cmd|' /C calc'!A0,u1,\"gone, really\"",
      "",
    ]);
  });

  it("writes 50,000 failures quickly", () => {
    const failures = Array.from({ length: 50_000 }, (_, index) => ({
      item: { id: `id-${String(index)}`, username: `user${String(index)}` },
      error: new Error("refused"),
    }));
    const started = performance.now();
    const csv = failuresCsv(failures, () => "refused", header);
    expect(performance.now() - started).toBeLessThan(2_000);
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(50_002);
    expect(lines[50_000]).toBe("user49999,id-49999,refused");
  });
});
