import { describe, expect, it } from "vitest";
import { sessionClientNames } from "./session-clients";

describe("sessionClientNames", () => {
  it("names every client of a session with few of them, sorted", () => {
    expect(sessionClientNames({ b: "web", a: "admin-cli" })).toEqual({
      shown: ["admin-cli", "web"],
      more: 0,
    });
  });

  it("names the first few and counts the rest", () => {
    const clients = Object.fromEntries(["e", "d", "c", "b", "a"].map((name) => [name, name]));
    expect(sessionClientNames(clients, 3)).toEqual({ shown: ["a", "b", "c"], more: 2 });
  });

  it("names none of a session without clients", () => {
    expect(sessionClientNames(undefined)).toEqual({ shown: [], more: 0 });
  });
});
