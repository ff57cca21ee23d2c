import type {
  ComponentRepresentation,
  ComponentTypeRepresentation,
  ConfigPropertyRepresentation,
} from "@gatehouse/admin-client";
import {
  configFormValues,
  configRepresentation,
  type ConfigFormValue,
} from "@/shared/ui/dynamic/config-values";
import { ldapMapperComponentType } from "../../api/ldap-mapper-type";

/** The form of an LDAP mapper: its name, its type (chosen once) and the type's settings. */
export interface LdapMapperFormValues {
  name: string;
  /** The mapper type's id, e.g. `user-attribute-ldap-mapper`. */
  type: string;
  /** The type's properties, under encoded names (see the dynamic config form). */
  config: Record<string, ConfigFormValue>;
}

/**
 * A new mapper starts on a list's first option when its property has no default: the server reads
 * an empty choice as a missing setting and refuses it.
 */
function withFirstOptionAsDefault(property: ConfigPropertyRepresentation) {
  const first = property.options?.[0];
  return property.type === "List" && property.defaultValue === undefined && first !== undefined
    ? { ...property, defaultValue: first }
    : property;
}

/** The type's settings as the form starts them: the stored ones, or the defaults of a new mapper. */
export function mapperConfigValues(
  type: ComponentTypeRepresentation | undefined,
  mapper?: ComponentRepresentation,
): Record<string, ConfigFormValue> {
  const properties = type?.properties ?? [];
  return configFormValues(
    mapper?.config,
    mapper === undefined ? properties.map(withFirstOptionAsDefault) : properties,
  );
}

/** The form's values for a stored mapper, or for a new one of `type`. */
export function ldapMapperFormValues(
  type: ComponentTypeRepresentation | undefined,
  mapper?: ComponentRepresentation,
): LdapMapperFormValues {
  return {
    name: mapper?.name ?? "",
    type: mapper?.providerId ?? type?.id ?? "",
    config: mapperConfigValues(type, mapper),
  };
}

/**
 * The component to send: a new mapper below LDAP provider `providerId`, or `original` with the
 * form's values over it. The type of a stored mapper never changes; settings the type does not
 * describe are kept from `original`.
 *
 * @example
 * ldapMapperFromForm({ name: " mail ", type: "user-attribute-ldap-mapper", config }, type, "p-1");
 * // → { name: "mail", providerId: "user-attribute-ldap-mapper", parentId: "p-1",
 * //     providerType: "org.keycloak.storage.ldap.mappers.LDAPStorageMapper", config: { … } }
 */
export function ldapMapperFromForm(
  values: LdapMapperFormValues,
  type: ComponentTypeRepresentation | undefined,
  providerId: string,
  original?: ComponentRepresentation,
): ComponentRepresentation {
  return {
    ...original,
    name: values.name.trim(),
    providerId: original?.providerId ?? values.type,
    providerType: ldapMapperComponentType,
    parentId: original?.parentId ?? providerId,
    config: configRepresentation(
      values.config,
      type?.properties ?? [],
      "multivalued",
      original?.config,
    ) as Record<string, string[]>,
  };
}
