import { NetworkError } from "@gatehouse/admin-client";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { organizationFormValues } from "./form-state";
import { serverFieldOf } from "./server-field";

const t = ((key: string) => key) as unknown as TFunction;

const refusal = (status: number, body: object) =>
  new NetworkError("refused", {
    response: new Response(JSON.stringify(body), { status }),
    responseData: body,
  });

describe("serverFieldOf", () => {
  const values = {
    ...organizationFormValues(),
    domains: [
      { name: "mine.test", verified: false },
      { name: "taken.test", verified: false },
    ],
  };

  it("puts a taken name on the name and a taken domain on its own row", () => {
    expect(serverFieldOf(refusal(409, { errorMessage: "exists" }), values, t)).toEqual({
      name: "name",
      message: "organizations.form.nameTaken",
    });
    expect(
      serverFieldOf(
        refusal(400, {
          errorMessage: "Domain taken.test is already linked to organization X in realm r",
        }),
        values,
        t,
      ),
    ).toEqual({ name: "domains.1.name", message: "organizations.form.domainTaken" });
  });

  it("puts a refused alias and redirect URL on theirs, and leaves other failures general", () => {
    expect(
      serverFieldOf(refusal(400, { error: "Character '/' not allowed." }), values, t)?.name,
    ).toBe("alias");
    expect(
      serverFieldOf(
        refusal(400, { errorMessage: "Organization redirect URL is not valid." }),
        values,
        t,
      )?.name,
    ).toBe("redirectUrl");
    expect(
      serverFieldOf(
        refusal(400, { errorMessage: "Name cannot be used as alias: Empty Space not allowed." }),
        values,
        t,
      ),
    ).toEqual({ name: "alias", message: "organizations.form.aliasFromName" });
    expect(serverFieldOf(refusal(500, { errorMessage: "boom" }), values, t)).toBeUndefined();
  });
});
