import { describe, expect, it } from "vitest";
import { readSessionTypeFilter, serverSessionType } from "./session-type-filter";

describe("session type filter", () => {
  it("reads the filters the list offers from the address", () => {
    expect(readSessionTypeFilter("offline")).toBe("offline");
    expect(readSessionTypeFilter("regular")).toBe("regular");
  });

  it("shows every session for a missing or unknown filter", () => {
    expect(readSessionTypeFilter(undefined)).toBe("all");
    expect(readSessionTypeFilter("OFFLINE")).toBe("all");
  });

  it("asks the server for the type it names", () => {
    expect(serverSessionType("all")).toBe("ALL");
    expect(serverSessionType("regular")).toBe("REGULAR");
    expect(serverSessionType("offline")).toBe("OFFLINE");
  });
});
