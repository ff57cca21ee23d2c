import { describe, expect, it } from "vitest";
import { parseBenchArgs } from "./options";

describe("bench options", () => {
  it("runs 5 pairs on the full data set by default", () => {
    const options = parseBenchArgs([]);
    expect(options).toMatchObject({ quick: false, pairs: 5, warmupPairs: 1, skipSeed: false });
    expect(options.seed).toMatchObject({ realm: "bench", users: 50_000 });
    expect(options).toMatchObject({ server: "installed", port: 8280, keepServer: false });
  });

  it("measures on the development server with --dev-server, or keeps its own server", () => {
    expect(parseBenchArgs(["--dev-server"]).server).toBe("dev");
    expect(parseBenchArgs(["--keep-server", "--port", "8300"])).toMatchObject({
      server: "installed",
      port: 8300,
      keepServer: true,
    });
    expect(() => parseBenchArgs(["--port", "70000"])).toThrow(/65535/);
    expect(parseBenchArgs(["--jar", "old.jar"]).jar).toBe("old.jar");
    expect(() => parseBenchArgs(["--jar"])).toThrow(/path of a theme JAR/);
  });

  it("runs 3 pairs on the smaller set with --quick, and takes overrides", () => {
    const options = parseBenchArgs([
      "--quick",
      "--pairs",
      "4",
      "--warmup",
      "0",
      "--realm",
      "other",
      "--no-seed",
    ]);
    expect(options).toMatchObject({ quick: true, pairs: 4, warmupPairs: 0, skipSeed: true });
    expect(options.seed).toMatchObject({ realm: "other", users: 5_000 });
  });

  it("runs only the scenarios named with --only, in the benchmark's order", () => {
    expect(parseBenchArgs([]).only).toBeUndefined();
    expect(parseBenchArgs(["--only", "sessions"]).only).toEqual(["sessions"]);
    expect(parseBenchArgs(["--only", "sessions, users"]).only).toEqual(["users", "sessions"]);
    expect(() => parseBenchArgs(["--only", "memory"])).toThrow(/--only needs scenarios among/);
    expect(() => parseBenchArgs(["--only"])).toThrow(/--only needs/);
    expect(() => parseBenchArgs(["--only", "--quick"])).toThrow(/--only needs/);
  });

  it("rejects unknown options and bad numbers", () => {
    expect(() => parseBenchArgs(["--fast"])).toThrow(/Unknown option "--fast"/);
    expect(() => parseBenchArgs(["--pairs", "0"])).toThrow(/at least 1/);
    expect(() => parseBenchArgs(["--pairs"])).toThrow(/whole number/);
  });
});
