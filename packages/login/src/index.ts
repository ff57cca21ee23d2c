import { Keycloak } from "./keycloak.js";

export { Keycloak };
export default Keycloak;

export {
  ConfigurationError,
  CryptoError,
  LoginError,
  NetworkError,
  NonceError,
  NotSupportedError,
  SessionCheckError,
  TimeoutError,
  TokenDecodeError,
  UsageError,
  isKeycloakError,
} from "./errors.js";
export { decodeToken } from "./token.js";
export type * from "./types.js";

/** @deprecated Use `Keycloak` as the type, as keycloak-js recommends. */
export type KeycloakInstance = Keycloak;
