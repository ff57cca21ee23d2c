import { describe, expect, it } from "vitest";
import { kerberosFormValues, kerberosFromForm } from "./kerberos-form-state";

const stored = {
  id: "k1",
  name: "Corporate Kerberos",
  providerId: "kerberos",
  providerType: "org.keycloak.storage.UserStorageProvider",
  parentId: "realm-id",
  config: {
    enabled: ["false"],
    priority: ["4"],
    kerberosRealm: ["CORP.EXAMPLE"],
    serverPrincipal: ["HTTP/sso@CORP.EXAMPLE"],
    keyTab: ["/etc/sso.keytab"],
    debug: ["true"],
    allowPasswordAuthentication: ["true"],
    editMode: ["UNSYNCED"],
    updateProfileFirstLogin: ["false"],
    cachePolicy: ["EVICT_DAILY"],
    evictionHour: ["2"],
    evictionMinute: ["15"],
    futureSetting: ["kept"],
  },
};

describe("Kerberos form state", () => {
  it("starts a new provider with the server's defaults", () => {
    const values = kerberosFormValues();
    expect(values.name).toBe("kerberos");
    expect(values.config).toMatchObject({
      enabled: true,
      priority: "0",
      debug: false,
      allowPasswordAuthentication: false,
      editMode: "READ_ONLY",
      cachePolicy: "DEFAULT",
    });
  });

  it("reads a stored provider and writes it back unchanged, unknown settings included", () => {
    const values = kerberosFormValues(stored);
    expect(values.config).toMatchObject({ enabled: false, debug: true, editMode: "UNSYNCED" });
    expect(kerberosFromForm(values, { original: stored })).toEqual(stored);
  });

  it("leaves out the edit mode while passwords are not checked, and trims the text", () => {
    const values = kerberosFormValues(stored);
    values.config.allowPasswordAuthentication = false;
    values.config.kerberosRealm = "  OTHER.EXAMPLE ";
    values.config.cachePolicy = "DEFAULT";
    const component = kerberosFromForm(values, { original: stored });
    expect(component.config?.["editMode"]).toBeUndefined();
    expect(component.config?.["kerberosRealm"]).toEqual(["OTHER.EXAMPLE"]);
    expect(component.config?.["evictionHour"]).toBeUndefined();
    expect(component.config?.["cachePolicy"]).toEqual(["DEFAULT"]);
  });

  it("creates a new provider without an id or a parent, which the server gives it", () => {
    const values = kerberosFormValues();
    values.name = "New";
    const component = kerberosFromForm(values, {});
    expect(component.id).toBeUndefined();
    expect(component.parentId).toBeUndefined();
    expect(component.providerId).toBe("kerberos");
  });
});
