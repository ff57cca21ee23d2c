import { describe, expect, it } from "vitest";
import { cacheConfig, cacheFormValues, cacheSettingsOf } from "./cache-policy";

describe("cache policy", () => {
  it("names the settings each policy reads", () => {
    expect(cacheSettingsOf("DEFAULT")).toEqual([]);
    expect(cacheSettingsOf("NO_CACHE")).toEqual([]);
    expect(cacheSettingsOf("EVICT_DAILY")).toEqual(["evictionHour", "evictionMinute"]);
    expect(cacheSettingsOf("EVICT_WEEKLY")).toEqual([
      "evictionDay",
      "evictionHour",
      "evictionMinute",
    ]);
    expect(cacheSettingsOf("MAX_LIFESPAN")).toEqual(["maxLifespan"]);
  });

  it("stores only what the chosen policy reads", () => {
    expect(
      cacheConfig({
        cachePolicy: "EVICT_DAILY",
        evictionDay: "2",
        evictionHour: "3",
        evictionMinute: "0",
        maxLifespan: "60000",
      }),
    ).toEqual({ cachePolicy: ["EVICT_DAILY"], evictionHour: ["3"], evictionMinute: ["0"] });
    expect(cacheConfig({ cachePolicy: "MAX_LIFESPAN", maxLifespan: "7200000" })).toEqual({
      cachePolicy: ["MAX_LIFESPAN"],
      maxLifespan: ["7200000"],
    });
  });

  it("stores the default policy when none is chosen", () => {
    expect(cacheConfig({ cachePolicy: "" })).toEqual({ cachePolicy: ["DEFAULT"] });
  });

  it("reads a stored configuration as single strings", () => {
    expect(
      cacheFormValues({ cachePolicy: ["EVICT_WEEKLY"], evictionDay: ["7"], evictionHour: ["23"] }),
    ).toEqual({
      cachePolicy: "EVICT_WEEKLY",
      evictionDay: "7",
      evictionHour: "23",
      evictionMinute: "",
      maxLifespan: "",
    });
    expect(cacheFormValues(undefined).cachePolicy).toBe("DEFAULT");
  });
});
