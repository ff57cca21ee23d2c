import type {
  ConfigPropertyRepresentation,
  ServerInfoRepresentation,
} from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { uiPageProviderType } from "@/shared/api/features";
import {
  findPageProvider,
  pageItemFormValues,
  storedValues,
  summaryProperties,
  pageItemFromForm,
} from "./form-state";

const properties: ConfigPropertyRepresentation[] = [
  { name: "subject", type: "String", required: true },
  { name: "enabled", type: "boolean", defaultValue: "true" },
  { name: "frequency", type: "List", options: ["daily", "weekly"], defaultValue: "weekly" },
  { name: "recipients", type: "MultivaluedString" },
  { name: "daysBefore", type: "Integer", defaultValue: "1" },
];

function serverInfo(declarativeUi: boolean): ServerInfoRepresentation {
  return {
    features: [{ name: "DECLARATIVE_UI", enabled: declarativeUi }],
    componentTypes: { [uiPageProviderType]: [{ id: "reminders", properties }] },
  };
}

describe("findPageProvider", () => {
  it("finds a server-provided page by id while declarative UI is on", () => {
    expect(findPageProvider(serverInfo(true), "reminders")?.properties).toBe(properties);
    expect(findPageProvider(serverInfo(true), "other")).toBeUndefined();
  });

  it("offers no page while declarative UI is off", () => {
    expect(findPageProvider(serverInfo(false), "reminders")).toBeUndefined();
  });
});

describe("pageItemFormValues", () => {
  it("starts a new item from the properties' defaults, typed by kind", () => {
    expect(pageItemFormValues(undefined, properties)).toEqual({
      name: "",
      config: {
        subject: "",
        enabled: true,
        frequency: "weekly",
        recipients: [],
        daysBefore: 1,
      },
    });
  });

  it("reads a stored item's name and multivalued settings", () => {
    const values = pageItemFormValues(
      {
        name: "Audit",
        config: { subject: ["Check"], enabled: ["false"], recipients: ["a@x.test", "b@x.test"] },
      },
      properties,
    );
    expect(values.name).toBe("Audit");
    expect(values.config).toMatchObject({
      subject: "Check",
      enabled: false,
      recipients: ["a@x.test", "b@x.test"],
    });
  });
});

describe("pageItemFromForm", () => {
  const values = {
    name: "  Audit  ",
    config: {
      subject: "Check",
      enabled: false,
      frequency: "daily",
      recipients: ["a@x.test", ""],
      daysBefore: 3,
    },
  };

  it("builds a new component below the realm, every value a list of strings", () => {
    expect(
      pageItemFromForm(values, properties, { providerId: "reminders", parentId: "realm-id" }),
    ).toEqual({
      name: "Audit",
      providerId: "reminders",
      providerType: uiPageProviderType,
      parentId: "realm-id",
      config: {
        subject: ["Check"],
        enabled: ["false"],
        frequency: ["daily"],
        recipients: ["a@x.test"],
        daysBefore: ["3"],
      },
    });
  });

  it("keeps the stored id, parent and settings the form does not describe", () => {
    const item = pageItemFromForm(values, properties, {
      providerId: "reminders",
      parentId: "realm-id",
      original: {
        id: "item-1",
        parentId: "stored-parent",
        config: { hidden: ["kept"], subject: ["Old"] },
      },
    });
    expect(item).toMatchObject({ id: "item-1", parentId: "stored-parent" });
    expect(item.config).toMatchObject({ hidden: ["kept"], subject: ["Check"] });
  });
});

describe("summaryProperties", () => {
  it("shows the first three settings that fit a cell, never secrets", () => {
    const listed = summaryProperties([
      { name: "secret", type: "String", secret: true },
      { name: "attributes", type: "Map" },
      ...properties,
    ]);
    expect(listed.map((property) => property.name)).toEqual(["subject", "enabled", "frequency"]);
  });
});

describe("storedValues", () => {
  it("reads a setting's stored values, empty ones left out", () => {
    expect(
      storedValues({ config: { recipients: ["a", "", "b"] } }, { name: "recipients" }),
    ).toEqual(["a", "b"]);
    expect(storedValues({}, { name: "recipients" })).toEqual([]);
  });
});
