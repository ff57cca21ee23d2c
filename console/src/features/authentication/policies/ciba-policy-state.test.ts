import { describe, expect, it } from "vitest";
import { cibaFormValues, cibaRealmChanges } from "./ciba-policy-state";

describe("CIBA policy form state", () => {
  it("reads the attributes as numbers", () => {
    expect(
      cibaFormValues({
        attributes: {
          cibaBackchannelTokenDeliveryMode: "ping",
          cibaExpiresIn: "300",
          cibaInterval: "10",
          cibaAuthRequestedUserHint: "login_hint",
        },
      }),
    ).toEqual({ deliveryMode: "ping", expiresIn: 300, interval: 10, userHint: "login_hint" });
  });

  it("takes the server's defaults when attributes are missing or not numbers", () => {
    expect(cibaFormValues({ attributes: { cibaExpiresIn: "soon" } })).toEqual({
      deliveryMode: "poll",
      expiresIn: 120,
      interval: 5,
      userHint: "login_hint",
    });
  });

  it("writes the four attributes as text and keeps the realm's others", () => {
    const realm = { attributes: { frontendUrl: "https://example.org" } };
    const changes = cibaRealmChanges(
      { deliveryMode: "ping", expiresIn: 60, interval: 0, userHint: "login_hint" },
      realm,
    );
    expect(changes.attributes).toEqual({
      frontendUrl: "https://example.org",
      cibaBackchannelTokenDeliveryMode: "ping",
      cibaExpiresIn: "60",
      cibaInterval: "0",
      cibaAuthRequestedUserHint: "login_hint",
    });
  });
});
