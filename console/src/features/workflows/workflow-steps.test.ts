import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { stepsSummary } from "./workflow-steps";

const t = ((key: string, values: Record<string, string>) =>
  `${values["step"] ?? ""}@${values["after"] ?? ""}`) as unknown as TFunction;

describe("stepsSummary", () => {
  it("names each step, with its wait when it has one", () => {
    expect(
      stepsSummary({ steps: [{ uses: "notify-user" }, { uses: "disable-user", after: "30d" }] }, t),
    ).toBe("notify-user, disable-user@30d");
    expect(stepsSummary({}, t)).toBe("");
  });
});
