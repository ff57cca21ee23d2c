import { describe, expect, it } from "vitest";
import {
  adminExpirationChanges,
  eventsConfigFrom,
  eventsFormValues,
  withEventTypes,
  withoutEventTypes,
} from "./events-config-state";

describe("events configuration form", () => {
  const realm = { attributes: { adminEventsExpiration: "7200", other: "kept" } };

  it("reads the admin events expiration from the realm and 0 as kept until cleared", () => {
    expect(eventsFormValues({ eventsEnabled: true, eventsExpiration: 0 }, realm)).toMatchObject({
      eventsEnabled: true,
      eventsExpiration: null,
      adminEventsExpiration: 7200,
      eventsListeners: [],
    });
  });

  it("sends the form's values over the newest configuration, keeping its event types", () => {
    const values = eventsFormValues({ eventsListeners: ["jboss-logging"] }, realm);
    const sent = eventsConfigFrom(
      { ...values, eventsEnabled: true, eventsExpiration: null },
      { enabledEventTypes: ["LOGIN"], eventsListeners: ["email"] },
    );
    expect(sent).toEqual({
      enabledEventTypes: ["LOGIN"],
      eventsListeners: ["jboss-logging"],
      eventsEnabled: true,
      eventsExpiration: 0,
      adminEventsEnabled: false,
      adminEventsDetailsEnabled: false,
    });
  });

  it("changes the realm only when the admin events expiration changed", () => {
    const values = eventsFormValues({}, realm);
    expect(adminExpirationChanges(values, realm)).toBeUndefined();
    expect(adminExpirationChanges({ ...values, adminEventsExpiration: 60 }, realm)).toEqual({
      attributes: { adminEventsExpiration: "60", other: "kept" },
    });
    expect(adminExpirationChanges({ ...values, adminEventsExpiration: null }, realm)).toEqual({
      attributes: { adminEventsExpiration: null, other: "kept" },
    });
  });

  it("adds event types once, in order, and removes them", () => {
    expect(withEventTypes(["LOGOUT", "LOGIN"], ["LOGIN", "CODE_TO_TOKEN"])).toEqual([
      "CODE_TO_TOKEN",
      "LOGIN",
      "LOGOUT",
    ]);
    expect(withoutEventTypes(["LOGIN", "LOGOUT", "REGISTER"], ["LOGOUT", "REGISTER"])).toEqual([
      "LOGIN",
    ]);
  });
});
