import { describe, expect, it } from "vitest";
import { startedSince } from "./keycloak-process";

describe("startedSince (which server Ctrl-C on npm start may stop)", () => {
  it("is the server that runs now when none ran before", () => {
    expect(startedSince(undefined, { pid: 42, port: 8080 })).toBe(true);
  });

  it("is not a server that was already running", () => {
    expect(startedSince({ pid: 42, port: 8080 }, { pid: 42, port: 8080 })).toBe(false);
  });

  it("is nothing when no server runs now", () => {
    expect(startedSince(undefined, undefined)).toBe(false);
    expect(startedSince({ pid: 42, port: 8080 }, undefined)).toBe(false);
  });

  it("is a new server that replaced one that stopped meanwhile", () => {
    expect(startedSince({ pid: 42, port: 8080 }, { pid: 77, port: 8080 })).toBe(true);
  });
});
