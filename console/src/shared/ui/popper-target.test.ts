import { afterEach, describe, expect, it } from "vitest";
import { popperTarget } from "./popper-target";

describe("popperTarget", () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it("is the page body while no dialog is open", () => {
    expect(popperTarget()).toBe(document.body);
  });

  it("is the container of the dialog opened last", () => {
    const first = document.createElement("div");
    first.className = "pf-v6-c-backdrop";
    const second = document.createElement("div");
    second.className = "pf-v6-c-backdrop";
    document.body.append(first, document.createElement("div"), second);
    expect(popperTarget()).toBe(second);
  });
});
