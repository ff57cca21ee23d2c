import { FileUploadControl } from "../form/file-upload-control";
import { KeyValueControl } from "../form/key-value-control";
import { MultiValueControl } from "../form/multi-value-control";
import { NumberControl } from "../form/number-control";
import { PasswordControl } from "../form/password-control";
import { SelectControl } from "../form/select-control";
import { SwitchControl } from "../form/switch-control";
import { TextAreaControl } from "../form/text-area-control";
import { TextControl } from "../form/text-control";
import type { DynamicFieldComponent, DynamicFieldProps } from "./dynamic-field-types";

function common({ name, label, helpText, isRequired, isDisabled }: DynamicFieldProps) {
  return {
    name,
    label,
    labelIcon: helpText,
    isDisabled,
    rules: isRequired ? { required: true } : undefined,
  };
}

export const TextField: DynamicFieldComponent = (props) => <TextControl {...common(props)} />;

const UrlField: DynamicFieldComponent = (props) => <TextControl {...common(props)} type="url" />;

const TextAreaField: DynamicFieldComponent = (props) => (
  <TextAreaControl {...common(props)} rows={5} />
);

const ScriptField: DynamicFieldComponent = (props) => (
  <TextAreaControl {...common(props)} rows={10} spellCheck={false} />
);

const NumberField: DynamicFieldComponent = (props) => <NumberControl {...common(props)} />;

const BooleanField: DynamicFieldComponent = (props) => <SwitchControl {...common(props)} />;

const PasswordField: DynamicFieldComponent = (props) => <PasswordControl {...common(props)} />;

const ListField: DynamicFieldComponent = (props) => (
  <SelectControl {...common(props)} options={props.property.options ?? []} />
);

const MultivaluedListField: DynamicFieldComponent = (props) => (
  <SelectControl {...common(props)} options={props.property.options ?? []} variant="multi" />
);

const MultivaluedStringField: DynamicFieldComponent = (props) => (
  <MultiValueControl {...common(props)} />
);

const FileField: DynamicFieldComponent = (props) => <FileUploadControl {...common(props)} />;

const MapField: DynamicFieldComponent = (props) => <KeyValueControl {...common(props)} />;

/**
 * The control for each property type the server sends. Role, Client, Group, ClientList,
 * UserProfileAttributeList and IdentityProviderMultiList are plain inputs here: the values are
 * names the administrator types; pages that want pickers pass their own component for the type
 * to `DynamicFields`. Types not listed fall back to {@link TextField}.
 *
 * @example
 * const RoleField: DynamicFieldComponent = (props) => <RolePicker name={props.name} label={props.label} />;
 * <DynamicFields properties={properties} components={{ Role: RoleField }} />
 */
export const dynamicFieldComponents: Readonly<Record<string, DynamicFieldComponent>> = {
  String: TextField,
  Text: TextAreaField,
  Integer: NumberField,
  Number: NumberField,
  boolean: BooleanField,
  List: ListField,
  MultivaluedList: MultivaluedListField,
  MultivaluedString: MultivaluedStringField,
  Password: PasswordField,
  Role: TextField,
  Client: TextField,
  Group: TextField,
  ClientList: TextField,
  UserProfileAttributeList: TextField,
  IdentityProviderMultiList: MultivaluedStringField,
  Script: ScriptField,
  File: FileField,
  Map: MapField,
  Url: UrlField,
};

/** A secret String or Text property is edited as a password, whatever its declared type. */
export function componentFor(
  type: string | undefined,
  isSecret: boolean,
  registry: Readonly<Record<string, DynamicFieldComponent>>,
): DynamicFieldComponent {
  if (isSecret && (type === "String" || type === "Text" || type === undefined)) {
    return registry["Password"] ?? PasswordField;
  }
  return registry[type ?? ""] ?? registry["String"] ?? TextField;
}
