import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SetupError } from "../setup-error";
import {
  artifactKey,
  builtForKeycloak,
  enabledExtensions,
  fetchProjectPom,
  jarsToInstall,
  phasetwoOrgsVersionFor,
  sameMinor,
  syncProviders,
} from "./phasetwo-orgs";

describe("enabledExtensions", () => {
  it("is empty without GATEHOUSE_EXTENSIONS, so the default server stays as it is", () => {
    expect(enabledExtensions({})).toEqual([]);
    expect(enabledExtensions({ GATEHOUSE_EXTENSIONS: " " })).toEqual([]);
  });

  it("reads a comma-separated list once per name", () => {
    expect(enabledExtensions({ GATEHOUSE_EXTENSIONS: "phasetwo-orgs, phasetwo-orgs" })).toEqual([
      "phasetwo-orgs",
    ]);
  });

  it("refuses a name it does not know instead of starting without it", () => {
    expect(() => enabledExtensions({ GATEHOUSE_EXTENSIONS: "phasetwo-orgz" })).toThrow(SetupError);
  });
});

describe("the fetch project", () => {
  it("asks for the release and the optional DNS library Maven would leave behind", () => {
    const pom = fetchProjectPom("0.144");
    expect(pom).toContain("<artifactId>keycloak-orgs</artifactId><version>0.144</version>");
    expect(pom).toContain("<artifactId>dnsjava</artifactId>");
  });

  it("reads the Keycloak version a release was built for", () => {
    expect(builtForKeycloak("<properties><keycloak.version>26.5.7</keycloak.version>")).toBe(
      "26.5.7",
    );
    expect(builtForKeycloak("<project/>")).toBeUndefined();
  });

  it("compares Keycloak versions by major and minor", () => {
    expect(sameMinor("26.5.7", "26.5.0")).toBe(true);
    expect(sameMinor("26.5.7", "26.7.3")).toBe(false);
  });
});

describe("jarsToInstall", () => {
  it("names a jar by group and artifact, without its version", () => {
    expect(artifactKey("org.slf4j.slf4j-api-2.0.17.jar")).toBe("org.slf4j.slf4j-api");
    expect(artifactKey("io.netty.netty-codec-dns-4.1.136.Final.jar")).toBe(
      "io.netty.netty-codec-dns",
    );
    expect(artifactKey("README.md")).toBeUndefined();
  });

  it("leaves out what Keycloak already ships, whatever its version", () => {
    const fetched = [
      "io.phasetwo.keycloak.keycloak-orgs-0.144.jar",
      "dnsjava.dnsjava-3.6.4.jar",
      "org.slf4j.slf4j-api-1.7.36.jar",
    ];
    const shipped = ["org.slf4j.slf4j-api-2.0.17.jar", "io.netty.netty-resolver-dns-4.1.136.jar"];
    expect(jarsToInstall(fetched, shipped)).toEqual([
      "io.phasetwo.keycloak.keycloak-orgs-0.144.jar",
      "dnsjava.dnsjava-3.6.4.jar",
    ]);
  });
});

describe("syncProviders", () => {
  function folders() {
    const root = mkdtempSync(join(tmpdir(), "gatehouse-ext-test-"));
    const providers = join(root, "providers");
    const source = join(root, "source");
    mkdirSync(providers);
    mkdirSync(source);
    writeFileSync(join(providers, "gatehouse-sample-ui-page.jar"), "sample");
    writeFileSync(join(providers, "phasetwo-orgs.old-0.1.jar"), "old");
    writeFileSync(join(source, "new-0.2.jar"), "new");
    return { providers, source };
  }

  it("installs the wanted jars and removes only its own others", () => {
    const { providers, source } = folders();
    const wanted = new Map([["phasetwo-orgs.new-0.2.jar", join(source, "new-0.2.jar")]]);
    expect(syncProviders(providers, wanted)).toEqual({
      removed: ["phasetwo-orgs.old-0.1.jar"],
      copied: ["phasetwo-orgs.new-0.2.jar"],
    });
    expect(readdirSync(providers).sort()).toEqual([
      "gatehouse-sample-ui-page.jar",
      "phasetwo-orgs.new-0.2.jar",
    ]);
    // A second run changes nothing, so the server does not rebuild itself again.
    expect(syncProviders(providers, wanted)).toEqual({ removed: [], copied: [] });
  });

  it("removes every jar of its own when the extension is off", () => {
    const { providers } = folders();
    expect(syncProviders(providers, new Map()).removed).toEqual(["phasetwo-orgs.old-0.1.jar"]);
    expect(existsSync(join(providers, "phasetwo-orgs.old-0.1.jar"))).toBe(false);
    expect(existsSync(join(providers, "gatehouse-sample-ui-page.jar"))).toBe(true);
  });
});

describe("phasetwoOrgsVersionFor", () => {
  it("picks the newest release built for the server's minor version", () => {
    expect(phasetwoOrgsVersionFor("26.4.0", {})).toBe("0.124");
    expect(phasetwoOrgsVersionFor("26.5.7", {})).toBe("0.144");
  });

  it("has none for a minor version no release works on, unless one is named", () => {
    expect(phasetwoOrgsVersionFor("26.7.3", {})).toBeUndefined();
    expect(phasetwoOrgsVersionFor("26.7.3", { GATEHOUSE_PHASETWO_ORGS_VERSION: "0.144" })).toBe(
      "0.144",
    );
  });
});
