import type { DynamicFieldComponent } from "@/shared/ui/dynamic/dynamic-field-types";
import { TextField } from "@/shared/ui/dynamic/dynamic-field-components";
import { SwitchControl } from "@/shared/ui/form/switch-control";

/**
 * An identity provider keeps every setting as text, so switches write "true" / "false" and
 * numbers stay the digits typed, rather than the booleans and numbers other config forms hold.
 */
const TextSwitchField: DynamicFieldComponent = ({ name, label, helpText, isDisabled }) => (
  <SwitchControl
    name={name}
    label={label}
    labelIcon={helpText}
    isDisabled={isDisabled}
    valueAs="text"
  />
);

/** The dynamic field components for a provider's config map. */
export const textConfigComponents: Readonly<Record<string, DynamicFieldComponent>> = {
  boolean: TextSwitchField,
  Integer: TextField,
  Number: TextField,
};
