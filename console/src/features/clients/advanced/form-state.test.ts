import { describe, expect, it } from "vitest";
import type { LoadedClient } from "../api/client-query";
import {
  acrLoaRows,
  acrLoaText,
  attributeFieldName,
  attributeFormValues,
  flowOverrideFormValues,
  isValidAcrLoa,
  withAttributeValues,
  withFlowOverrides,
  type AttributeField,
} from "./form-state";

const client: LoadedClient = {
  id: "c-1",
  clientId: "shop",
  attributes: {
    "access.token.lifespan": "300",
    "use.refresh.tokens": "false",
    "request.uris": "https://a.test##https://b.test",
    "other.section": "kept",
  },
  authenticationFlowBindingOverrides: { browser: "flow-1" },
};

const fields: AttributeField[] = [
  { name: "access.token.lifespan", kind: "seconds" },
  { name: "client.session.idle.timeout", kind: "seconds" },
  { name: "use.refresh.tokens", kind: "boolean", defaultOn: true },
  { name: "exclude.issuer.from.auth.response", kind: "boolean" },
  { name: "request.uris", kind: "list" },
  { name: "id.token.signed.response.alg", kind: "text" },
];

describe("advanced tab form state", () => {
  it("reads attributes into form values under names that keep their dots", () => {
    expect(attributeFieldName("access.token.lifespan")).toBe(
      "attributes.access%2Etoken%2Elifespan",
    );
    expect(attributeFormValues(client, fields).attributes).toEqual({
      "access%2Etoken%2Elifespan": 300,
      "client%2Esession%2Eidle%2Etimeout": null,
      "use%2Erefresh%2Etokens": false,
      "exclude%2Eissuer%2Efrom%2Eauth%2Eresponse": false,
      "request%2Euris": ["https://a.test", "https://b.test"],
      "id%2Etoken%2Esigned%2Eresponse%2Ealg": "",
    });
  });

  it("shows a switch the server turns on by default as on while it is not stored", () => {
    const fresh: LoadedClient = { id: "c-2", clientId: "new" };
    expect(attributeFormValues(fresh, fields).attributes["use%2Erefresh%2Etokens"]).toBe(true);
  });

  it("sends the loaded client with the section's values, a cleared one as empty text", () => {
    const values = attributeFormValues(client, fields);
    values.attributes["access%2Etoken%2Elifespan"] = null;
    values.attributes["client%2Esession%2Eidle%2Etimeout"] = 1800;
    values.attributes["use%2Erefresh%2Etokens"] = true;
    values.attributes["request%2Euris"] = ["https://a.test", ""];
    values.attributes["id%2Etoken%2Esigned%2Eresponse%2Ealg"] = "PS256";
    expect(withAttributeValues(client, values, fields)).toEqual({
      ...client,
      attributes: {
        "access.token.lifespan": "",
        "client.session.idle.timeout": "1800",
        "use.refresh.tokens": "true",
        "exclude.issuer.from.auth.response": "false",
        "request.uris": "https://a.test",
        "id.token.signed.response.alg": "PS256",
        "other.section": "kept",
      },
    });
  });

  it("reads the ACR mapping whether levels are numbers or text, and stores whole numbers", () => {
    expect(acrLoaRows('{"silver":1,"gold":"2"}')).toEqual([
      { key: "silver", value: "1" },
      { key: "gold", value: "2" },
    ]);
    expect(acrLoaRows("not json")).toEqual([]);
    expect(acrLoaRows(undefined)).toEqual([]);
    expect(
      acrLoaText([
        { key: " silver ", value: "1" },
        { key: "", value: "" },
      ]),
    ).toBe('{"silver":1}');
    expect(acrLoaText([])).toBe("");
  });

  it("accepts ACR rows with a name and a whole level, and blank rows", () => {
    expect(
      isValidAcrLoa([
        { key: "gold", value: "2" },
        { key: "", value: "" },
      ]),
    ).toBe(true);
    expect(isValidAcrLoa([{ key: "gold", value: "two" }])).toBe(false);
    expect(isValidAcrLoa([{ key: "", value: "2" }])).toBe(false);
  });

  it("replaces only the flow overrides the protocol offers; empty removes one", () => {
    expect(flowOverrideFormValues(client)).toEqual({ browser: "flow-1", direct_grant: "" });
    expect(
      withFlowOverrides(client, { browser: "", direct_grant: "flow-2" })
        .authenticationFlowBindingOverrides,
    ).toEqual({ browser: "", direct_grant: "flow-2" });
    expect(
      withFlowOverrides(client, { browser: "flow-3", direct_grant: "ignored" }, ["browser"])
        .authenticationFlowBindingOverrides,
    ).toEqual({ browser: "flow-3" });
  });
});
