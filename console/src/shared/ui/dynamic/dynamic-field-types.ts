import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import type { ReactNode } from "react";

/** What each dynamic field component receives. */
export interface DynamicFieldProps {
  /** The full form field name, e.g. "config.claim%2Ename". */
  name: string;
  property: ConfigPropertyRepresentation;
  /** The property's label, translated. */
  label: string;
  /** The property's help text, translated. */
  helpText?: string | undefined;
  isRequired: boolean;
  isDisabled: boolean;
}

/**
 * A component that edits one property type. Pass your own per type to `DynamicFields` (for
 * instance a role picker for "Role"); its form value must keep the shape of the type's kind (see
 * `configValueKind`).
 */
export type DynamicFieldComponent = (props: DynamicFieldProps) => ReactNode;
