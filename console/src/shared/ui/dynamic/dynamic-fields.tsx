import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { encodeFieldKey } from "@/shared/lib/dotted-keys";
import { translateServerLabel } from "@/shared/lib/server-text";
import { componentFor, dynamicFieldComponents } from "./dynamic-field-components";
import type { DynamicFieldComponent } from "./dynamic-field-types";

export interface DynamicFieldsProps {
  /** The server's description of the configuration (server info, provider metadata). */
  properties: readonly ConfigPropertyRepresentation[];
  /** Where the values live in the form; "config" by default, so fields are "config.<name>". */
  prefix?: string;
  /** Components for property types, replacing or adding to {@link dynamicFieldComponents}. */
  components?: Readonly<Record<string, DynamicFieldComponent>>;
  /** Disables every field, e.g. for administrators who may only view. */
  isDisabled?: boolean;
}

/**
 * Form fields for a provider's configuration, one per server `ConfigPropertyRepresentation`,
 * picked by its type (String, Text, Integer, Number, boolean, List, MultivaluedList,
 * MultivaluedString, Password, Role, Client, Group, Script, File, Map, Url, ClientList,
 * UserProfileAttributeList …; unknown types get a text input). Labels and help texts are
 * translated when they are message keys. Load and save the values with `configFormValues` and
 * `configRepresentation`; property names are encoded so that dots stay inside one field.
 *
 * @example
 * const form = useForm({ defaultValues: { name: mapper.name, config: configFormValues(mapper.config, properties) } });
 * <FormProvider {...form}>
 *   <DynamicFields properties={properties} components={{ Role: RolePickerField }} />
 * </FormProvider>
 * const config = configRepresentation(values.config, properties, "single", mapper.config);
 */
export function DynamicFields({
  properties,
  prefix = "config",
  components,
  isDisabled = false,
}: DynamicFieldsProps) {
  const { t } = useTranslation();
  const registry = { ...dynamicFieldComponents, ...components };
  return properties.map((property) => {
    if (!property.name) return null;
    const Field = componentFor(property.type, property.secret === true, registry);
    const label = translateServerLabel(property.label ?? property.name, t);
    return (
      <Field
        key={property.name}
        name={`${prefix}.${encodeFieldKey(property.name)}`}
        property={property}
        label={label}
        helpText={property.helpText ? translateServerLabel(property.helpText, t) : undefined}
        isRequired={property.required === true}
        isDisabled={isDisabled || property.readOnly === true}
      />
    );
  });
}
