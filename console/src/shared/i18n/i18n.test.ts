import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "./i18n";
import type { Messages } from "./properties";

const english: Messages = { "home.breadcrumb": "Home", "shell.loading": "Loading" };

/** A failure as the admin client reports an HTTP answer. */
const answer = (status: number) => Object.assign(new Error(`HTTP ${String(status)}`), { status });

afterEach(() => {
  vi.useRealTimers();
});

describe("createI18n with a message source", () => {
  it("loads the realm namespace in the language and English as fallback", async () => {
    const german = (realm: string): Messages => ({ "home.breadcrumb": `Startseite (${realm})` });
    const source = vi.fn((realm: string, language: string) =>
      Promise.resolve(language === "de" ? german(realm) : english),
    );
    const i18n = await createI18n({ source, namespace: "acme", language: "de" });
    expect(i18n.t("home.breadcrumb")).toBe("Startseite (acme)");
    expect(i18n.t("shell.loading")).toBe("Loading");
    expect(source.mock.calls.map((call) => call.join("/")).sort()).toEqual(["acme/de", "acme/en"]);
  });

  it("loads another realm's overrides as its own namespace", async () => {
    const source = (realm: string) => Promise.resolve({ title: `Console of ${realm}` });
    const i18n = await createI18n({ source, namespace: "master" });
    await i18n.loadNamespaces("acme");
    expect(i18n.t("title")).toBe("Console of master");
    expect(i18n.t("title", { ns: "acme" })).toBe("Console of acme");
  });

  it("reads again after a network failure, 350 ms later and then twice as long", async () => {
    vi.useFakeTimers();
    const readAt: number[] = [];
    let failures = 2;
    const source = (_realm: string, language: string) => {
      if (language !== "de") return Promise.resolve(english);
      readAt.push(Date.now());
      return failures-- > 0
        ? Promise.reject(new TypeError("Failed to fetch"))
        : Promise.resolve({ "home.breadcrumb": "Startseite" });
    };
    const ready = createI18n({ source, namespace: "master", language: "de" });
    await vi.advanceTimersByTimeAsync(2_000);
    const i18n = await ready;
    expect(i18n.t("home.breadcrumb")).toBe("Startseite");
    expect(readAt.slice(1).map((time, index) => time - (readAt[index] ?? 0))).toEqual([350, 700]);
  });

  it("gives up after 5 retries of a failing server and shows English instead", async () => {
    vi.useFakeTimers();
    const readAt: number[] = [];
    const source = (_realm: string, language: string) => {
      if (language !== "de") return Promise.resolve(english);
      readAt.push(Date.now());
      return Promise.reject(answer(503));
    };
    const ready = createI18n({ source, namespace: "master", language: "de" });
    await vi.advanceTimersByTimeAsync(20_000);
    const i18n = await ready;
    expect(readAt.slice(1).map((time, index) => time - (readAt[index] ?? 0))).toEqual([
      350, 700, 1_400, 2_800, 5_600,
    ]);
    expect(i18n.t("home.breadcrumb")).toBe("Home");
  });

  it("does not read again after an answer that will not change, and falls back to English", async () => {
    const source = vi.fn((_realm: string, language: string) =>
      language === "xx" ? Promise.reject(answer(404)) : Promise.resolve(english),
    );
    const i18n = await createI18n({ source, namespace: "master", language: "xx" });
    expect(i18n.t("shell.loading")).toBe("Loading");
    expect(source.mock.calls.filter(([, language]) => language === "xx")).toHaveLength(1);
  });

  it("runs at most 10 reads at once and starts waiting ones as others finish", async () => {
    let running = 0;
    let mostAtOnce = 0;
    const finish: (() => void)[] = [];
    const source = () =>
      new Promise<Messages>((resolve) => {
        running++;
        mostAtOnce = Math.max(mostAtOnce, running);
        finish.push(() => {
          running--;
          resolve(english);
        });
      });
    const ready = createI18n({ source, namespace: "master" });
    await vi.waitFor(() => {
      expect(finish).toHaveLength(1);
    });
    finish.shift()?.();
    const i18n = await ready;
    const realms = Array.from({ length: 25 }, (_, index) => `realm-${String(index)}`);
    const loading = i18n.loadNamespaces(realms);
    await vi.waitFor(() => {
      expect(finish).toHaveLength(10);
    });
    for (let done = 0; done < realms.length; done++) {
      await vi.waitFor(() => {
        expect(finish.length).toBeGreaterThan(0);
      });
      finish.shift()?.();
    }
    await loading;
    expect(mostAtOnce).toBe(10);
    expect(i18n.t("home.breadcrumb", { ns: "realm-24" })).toBe("Home");
  });
});
