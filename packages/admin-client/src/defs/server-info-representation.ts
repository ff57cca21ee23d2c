import type { ConfigPropertyRepresentation } from "./config-property-representation.js";
import type { ProtocolMapperRepresentation } from "./protocol-mapper-representation.js";

export interface SystemInfoRepresentation {
  version?: string;
  serverTime?: string;
  uptime?: string;
  uptimeMillis?: number;
  javaVersion?: string;
  javaVendor?: string;
  javaVm?: string;
  javaVmVersion?: string;
  javaRuntime?: string;
  javaHome?: string;
  osName?: string;
  osArchitecture?: string;
  osVersion?: string;
  fileEncoding?: string;
  userName?: string;
  userDir?: string;
  userTimezone?: string;
  userLocale?: string;
}

export interface CpuInfoRepresentation {
  processorCount?: number;
}

/** Bytes, plus the server's human-readable forms (its own spelling, "Formated"). */
export interface MemoryInfoRepresentation {
  total?: number;
  totalFormated?: string;
  used?: number;
  usedFormated?: string;
  free?: number;
  freePercentage?: number;
  freeFormated?: string;
}

export interface ProfileInfoRepresentation {
  name?: string;
  disabledFeatures?: string[];
  previewFeatures?: string[];
  experimentalFeatures?: string[];
}

export type FeatureType =
  | "DEFAULT"
  | "DISABLED_BY_DEFAULT"
  | "PREVIEW"
  | "PREVIEW_DISABLED_BY_DEFAULT"
  | "EXPERIMENTAL"
  | "DEPRECATED";

export interface FeatureRepresentation {
  name: string;
  label?: string;
  type?: FeatureType;
  enabled: boolean;
  dependencies?: string[];
}

export interface CryptoInfoRepresentation {
  cryptoProvider?: string;
  supportedKeystoreTypes?: string[];
  clientSignatureSymmetricAlgorithms?: string[];
  clientSignatureAsymmetricAlgorithms?: string[];
}

export interface ThemeInfoRepresentation {
  name: string;
  locales?: string[];
  description?: string;
}

export interface IdentityProviderTypeInfo {
  id: string;
  name?: string;
  groupName?: string;
}

export interface ProviderRepresentation {
  order?: number;
  operationalInfo?: Record<string, string>;
}

export interface SpiInfoRepresentation {
  internal?: boolean;
  providers: Record<string, ProviderRepresentation>;
}

export interface ProtocolMapperTypeRepresentation {
  id: string;
  name?: string;
  category?: string;
  helpText?: string;
  priority?: number;
  properties?: ConfigPropertyRepresentation[];
}

export interface ClientInstallationRepresentation {
  id: string;
  protocol?: string;
  downloadOnly?: boolean;
  displayType?: string;
  helpText?: string;
  filename?: string;
  mediaType?: string;
}

export interface ComponentTypeInfoRepresentation {
  id: string;
  helpText?: string;
  properties?: ConfigPropertyRepresentation[];
  metadata?: Record<string, unknown>;
}

export interface PasswordPolicyTypeRepresentation {
  id: string;
  displayName?: string;
  configType?: string;
  defaultValue?: string;
  multipleSupported?: boolean;
}

export interface ParameterizedScopeTypeRepresentation {
  name: string;
  repeatable?: boolean;
}

/** GET /admin/serverinfo. */
export interface ServerInfoRepresentation {
  systemInfo?: SystemInfoRepresentation;
  cpuInfo?: CpuInfoRepresentation;
  memoryInfo?: MemoryInfoRepresentation;
  profileInfo?: ProfileInfoRepresentation;
  features?: FeatureRepresentation[];
  cryptoInfo?: CryptoInfoRepresentation;
  /** Theme type (login, admin, …) to the themes of that type. */
  themes?: Record<string, ThemeInfoRepresentation[]>;
  socialProviders?: IdentityProviderTypeInfo[];
  identityProviders?: IdentityProviderTypeInfo[];
  /** SPI name to its providers. */
  providers?: Record<string, SpiInfoRepresentation>;
  /** Protocol to its mapper types. */
  protocolMapperTypes?: Record<string, ProtocolMapperTypeRepresentation[]>;
  /** Protocol to its built-in mappers. */
  builtinProtocolMappers?: Record<string, ProtocolMapperRepresentation[]>;
  /** Protocol to its installation formats. */
  clientInstallations?: Record<string, ClientInstallationRepresentation[]>;
  /** Component type (Java interface name) to its providers. */
  componentTypes?: Record<string, ComponentTypeInfoRepresentation[]>;
  passwordPolicies?: PasswordPolicyTypeRepresentation[];
  /** Enum name (eventType, operationType, resourceType, type) to its values. */
  enums?: Record<string, string[]>;
  parameterizedScopeTypes?: ParameterizedScopeTypeRepresentation[];
}
