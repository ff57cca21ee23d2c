/**
 * One configurable property of a provider (component types, authenticators, required actions,
 * identity-provider mappers, server-info providers).
 */
export interface ConfigPropertyRepresentation {
  name?: string;
  label?: string;
  helpText?: string;
  type?: string;
  defaultValue?: unknown;
  options?: string[];
  secret?: boolean;
  required?: boolean;
  readOnly?: boolean;
}
