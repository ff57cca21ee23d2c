import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestI18n } from "../../../test/render";
import { translatePlaceholders, translateServerLabel } from "./server-text";

let t: TFunction;
beforeAll(async () => {
  const i18n = await createTestI18n();
  i18n.addResource("en", "translation", "profile.attribute.department", "Department");
  i18n.addResource("en", "translation", "usermodel.attr.label", "User attribute");
  t = i18n.t;
});

describe("translatePlaceholders", () => {
  it("replaces placeholders with the realm's messages", () => {
    expect(translatePlaceholders("${firstName}", t)).toBe("First name");
    expect(translatePlaceholders("${profile.attribute.department}", t)).toBe("Department");
    expect(translatePlaceholders("Team: ${profile.attribute.department}", t)).toBe(
      "Team: Department",
    );
  });

  it("shows an unknown placeholder as its key and keeps plain text", () => {
    expect(translatePlaceholders("${missing.key}", t)).toBe("missing.key");
    expect(translatePlaceholders("Favourite colour", t)).toBe("Favourite colour");
  });
});

describe("translateServerLabel", () => {
  it("translates message keys and placeholders and keeps plain text", () => {
    expect(translateServerLabel("usermodel.attr.label", t)).toBe("User attribute");
    expect(translateServerLabel("${lastName}", t)).toBe("Last name");
    expect(translateServerLabel("Max allowed assertion expiration", t)).toBe(
      "Max allowed assertion expiration",
    );
    expect(translateServerLabel("${lastName}", t)).toBe("Last name");
  });
});

describe("stored text that looks like a template", () => {
  it("shows as typed, not as i18next would expand it", () => {
    const text = "$t(users.title) {{- name}} {{count}}";
    expect(translateServerLabel(text, t)).toBe(text);
    expect(translatePlaceholders(text, t)).toBe(text);
    expect(translatePlaceholders("${$t(users.title)}", t)).toBe("$t(users.title)");
    // "users" names a group of the console's messages, not one.
    expect(translateServerLabel("users", t)).toBe("users");
  });
});
