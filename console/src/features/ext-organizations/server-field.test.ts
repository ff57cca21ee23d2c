import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { extServerFieldOf } from "./server-field";

const t = ((key: string) => key) as unknown as TFunction;

describe("extServerFieldOf", () => {
  it("puts a taken name on the name field and leaves other failures to the form", () => {
    expect(extServerFieldOf({ status: 409 }, t)).toEqual({
      field: "name",
      message: "extOrganizations.form.nameTaken",
    });
    expect(extServerFieldOf({ status: 400 }, t)).toBeUndefined();
    expect(extServerFieldOf({ status: 500 }, t)).toBeUndefined();
  });
});
