/** What the user profile does with attributes it does not declare. */
export enum UnmanagedAttributePolicy {
  Enabled = "ENABLED",
  AdminView = "ADMIN_VIEW",
  AdminEdit = "ADMIN_EDIT",
}

export interface UserProfileAttributeRequired {
  roles?: string[];
  scopes?: string[];
}

export interface UserProfileAttributePermissions {
  view?: string[];
  edit?: string[];
}

export interface UserProfileAttributeSelector {
  scopes?: string[];
}

/** One attribute declared in the realm's user profile configuration. */
export interface UserProfileAttribute {
  name?: string;
  displayName?: string;
  /** Validator name to its options. */
  validations?: Record<string, Record<string, unknown>>;
  annotations?: Record<string, unknown>;
  required?: UserProfileAttributeRequired;
  permissions?: UserProfileAttributePermissions;
  selector?: UserProfileAttributeSelector;
  group?: string;
  multivalued?: boolean;
  defaultValue?: string;
}

export interface UserProfileGroup {
  name?: string;
  displayHeader?: string;
  displayDescription?: string;
  annotations?: Record<string, unknown>;
}

/** The realm's user profile configuration (GET/PUT /users/profile). */
export interface UserProfileConfig {
  attributes?: UserProfileAttribute[];
  groups?: UserProfileGroup[];
  unmanagedAttributePolicy?: UnmanagedAttributePolicy;
}

export interface UserProfileValidatorMetadata {
  options?: Record<string, unknown> & { options?: string[] };
}

/** An attribute as the server describes it for rendering a user form. */
export interface UserProfileAttributeMetadata {
  name?: string;
  displayName?: string;
  required?: boolean;
  readOnly?: boolean;
  multivalued?: boolean;
  defaultValue?: string;
  group?: string;
  annotations?: Record<string, unknown>;
  validators?: Record<string, UserProfileValidatorMetadata>;
}

export interface UserProfileAttributeGroupMetadata {
  name?: string;
  displayHeader?: string;
  displayDescription?: string;
  annotations?: Record<string, unknown>;
}

/** The metadata the server adds to a user (`userProfileMetadata=true`) or returns from /profile/metadata. */
export interface UserProfileMetadata {
  attributes?: UserProfileAttributeMetadata[];
  groups?: UserProfileAttributeGroupMetadata[];
}
