import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { findChromium } from "./chromium";
import { chooseJdk, parseJavaVersion } from "./jdk";
import { startKeycloak } from "./keycloak-process";
import { keycloakPort, keycloakUrl } from "./keycloak-url";
import { SetupError } from "./setup-error";

const savedEnv = { ...process.env };
afterEach(() => {
  process.env = { ...savedEnv };
});

describe("Java detection", () => {
  it("reads the major version from modern and legacy version strings", () => {
    expect(parseJavaVersion('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaVersion('openjdk version "21" 2023-09-19')).toBe(21);
    expect(parseJavaVersion('java version "1.8.0_402"')).toBe(8);
    expect(parseJavaVersion("no java here")).toBeUndefined();
  });

  it("names what is missing when no supported JDK is installed", () => {
    expect(() => chooseJdk(["/nonexistent/jdk"])).toThrow(SetupError);
    expect(() => chooseJdk(["/nonexistent/jdk"])).toThrow(
      /Keycloak needs Java 21, 17, 25; found none/,
    );
  });
});

describe("server address", () => {
  it("uses KEYCLOAK_URL without a trailing slash, else KC_PORT on localhost", () => {
    process.env.KEYCLOAK_URL = "https://id.example.test/";
    expect(keycloakUrl()).toBe("https://id.example.test");
    delete process.env.KEYCLOAK_URL;
    process.env.KC_PORT = "8181";
    expect(keycloakUrl()).toBe("http://localhost:8181");
  });

  it("rejects a KC_PORT that is not a port number", () => {
    process.env.KC_PORT = "eighty";
    expect(() => keycloakPort()).toThrow(/KC_PORT must be a port number/);
  });
});

describe("Chromium", () => {
  it("says how to fix a CHROMIUM_PATH that points nowhere", () => {
    process.env.CHROMIUM_PATH = "/nonexistent/chromium";
    expect(() => findChromium()).toThrow(
      /CHROMIUM_PATH is set to \/nonexistent\/chromium, but no executable is there/,
    );
  });
});

describe("starting Keycloak", () => {
  let blocker: Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => {
      if (blocker)
        blocker.close(() => {
          resolve();
        });
      else resolve();
    });
  });

  it("refuses a port another program holds, and says what to do", async () => {
    // Accepts connections and drops them at once, like a program that is not Keycloak.
    blocker = createServer((socket) => socket.destroy());
    const port = await new Promise<number>((resolve) => {
      blocker?.listen(0, "127.0.0.1", () => {
        const address = blocker?.address();
        resolve(typeof address === "object" && address !== null ? address.port : 0);
      });
    });
    process.env.KC_PORT = String(port);
    process.env.KC_STATE_DIR = mkdtempSync(join(tmpdir(), "kc-state-"));
    const attempt = startKeycloak(() => undefined);
    await expect(attempt).rejects.toThrow(SetupError);
    await expect(attempt).rejects.toThrow(`Port ${String(port)} is in use by another program.`);
    // Finding out that the program is not Keycloak waits for its HTTP probe to time out (5 s).
  }, 20_000);
});
