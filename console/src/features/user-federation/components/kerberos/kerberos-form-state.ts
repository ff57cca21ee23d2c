import type { ComponentRepresentation } from "@gatehouse/admin-client";
import {
  commonProviderValues,
  providerComponent,
  type CommonProviderValues,
  type ProviderTarget,
} from "../provider-settings";

/** The kind of the server's Kerberos user-storage provider. */
export const kerberosProviderId = "kerberos";

/** The edit modes a Kerberos provider offers once it checks passwords itself. */
export const kerberosEditModes = ["READ_ONLY", "UNSYNCED"] as const;

/** The Kerberos provider's form: the common settings plus its own, under `config`. */
export interface KerberosFormValues {
  name: string;
  config: CommonProviderValues["config"] & {
    kerberosRealm: string;
    serverPrincipal: string;
    keyTab: string;
    debug: boolean;
    allowPasswordAuthentication: boolean;
    editMode: string;
    updateProfileFirstLogin: boolean;
  };
}

const first = (provider: ComponentRepresentation | undefined, key: string): string =>
  provider?.config?.[key]?.[0] ?? "";

/** Form values of a stored Kerberos provider, or of a new one with the server's defaults. */
export function kerberosFormValues(provider?: ComponentRepresentation): KerberosFormValues {
  const common = commonProviderValues(provider);
  return {
    name: provider === undefined ? "kerberos" : common.name,
    config: {
      ...common.config,
      kerberosRealm: first(provider, "kerberosRealm"),
      serverPrincipal: first(provider, "serverPrincipal"),
      keyTab: first(provider, "keyTab"),
      debug: first(provider, "debug") === "true",
      allowPasswordAuthentication: first(provider, "allowPasswordAuthentication") === "true",
      editMode: first(provider, "editMode") || "READ_ONLY",
      updateProfileFirstLogin: first(provider, "updateProfileFirstLogin") === "true",
    },
  };
}

/**
 * The component the server stores for the form. The edit mode applies only while the provider
 * checks passwords itself, so it is left out otherwise.
 */
export function kerberosFromForm(
  values: KerberosFormValues,
  target: Omit<ProviderTarget, "providerId">,
): ComponentRepresentation {
  const { config } = values;
  const component = providerComponent(
    values,
    {
      kerberosRealm: [config.kerberosRealm.trim()],
      serverPrincipal: [config.serverPrincipal.trim()],
      keyTab: [config.keyTab.trim()],
      debug: [String(config.debug)],
      allowPasswordAuthentication: [String(config.allowPasswordAuthentication)],
      updateProfileFirstLogin: [String(config.updateProfileFirstLogin)],
      ...(config.allowPasswordAuthentication && { editMode: [config.editMode] }),
    },
    { ...target, providerId: kerberosProviderId },
  );
  if (!config.allowPasswordAuthentication) delete component.config?.["editMode"];
  return component;
}
