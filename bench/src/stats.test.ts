import { describe, expect, it } from "vitest";
import { isAdminRestCall, median, ratio, summarize, unionLength } from "./stats";

describe("statistics", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it("summarizes a series and leaves an empty one out", () => {
    expect(summarize([30, 10, 20])).toEqual({ n: 3, median: 20, min: 10, max: 30 });
    expect(summarize([])).toBeUndefined();
  });

  it("divides Gatehouse by built-in, and gives nothing without both", () => {
    expect(ratio(50, 200)).toBe(0.25);
    expect(ratio(undefined, 200)).toBeUndefined();
    expect(ratio(5, 0)).toBeUndefined();
  });
});

describe("server time", () => {
  it("counts overlapping requests once", () => {
    expect(
      unionLength([
        [0, 100],
        [50, 150],
        [200, 250],
      ]),
    ).toBe(200);
    expect(
      unionLength([
        [10, 20],
        [0, 100],
      ]),
    ).toBe(100);
    expect(unionLength([])).toBe(0);
  });

  it("clips to the measured window", () => {
    expect(
      unionLength(
        [
          [0, 100],
          [150, 300],
        ],
        [50, 200],
      ),
    ).toBe(100);
    expect(unionLength([[0, 40]], [50, 200])).toBe(0);
  });

  it("counts Admin REST calls only", () => {
    expect(isAdminRestCall("http://kc/admin/realms/bench/users?first=0&max=11")).toBe(true);
    expect(isAdminRestCall("http://kc/admin/serverinfo")).toBe(true);
    expect(isAdminRestCall("http://kc/admin/bench/console/whoami?currentRealm=bench")).toBe(true);
    expect(isAdminRestCall("http://kc/admin/realms/bench/ui-ext/available-roles/users/1")).toBe(
      true,
    );
    expect(isAdminRestCall("http://kc/resources/abc/admin/keycloak.v2/assets/main.js")).toBe(false);
    expect(isAdminRestCall("http://kc/realms/bench/protocol/openid-connect/token")).toBe(false);
    expect(isAdminRestCall("not a url")).toBe(false);
  });
});
