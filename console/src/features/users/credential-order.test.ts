import { describe, expect, it } from "vitest";
import { credentialMove } from "./credential-order";

const ids = ["a", "b", "c"];

describe("credentialMove", () => {
  it("moves the second credential to the front", () => {
    expect(credentialMove(ids, 1, "up")).toEqual({ kind: "first" });
  });

  it("moves a later credential up behind the one two places before it", () => {
    expect(credentialMove(ids, 2, "up")).toEqual({ kind: "after", previousId: "a" });
  });

  it("moves a credential down behind the next one", () => {
    expect(credentialMove(ids, 0, "down")).toEqual({ kind: "after", previousId: "b" });
  });

  it("does nothing past either end", () => {
    expect(credentialMove(ids, 0, "up")).toBeUndefined();
    expect(credentialMove(ids, 2, "down")).toBeUndefined();
  });
});
