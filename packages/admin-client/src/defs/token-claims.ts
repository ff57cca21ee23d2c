export interface RoleAccessClaim {
  roles?: string[];
}

/**
 * Claims of a token or userinfo answer, as the evaluate-scopes examples return them. Mappers can add
 * any claim, hence the open index.
 */
export interface TokenClaims {
  exp?: number;
  iat?: number;
  auth_time?: number;
  jti?: string;
  iss?: string;
  aud?: string | string[];
  sub?: string;
  typ?: string;
  azp?: string;
  sid?: string;
  scope?: string;
  email_verified?: boolean;
  preferred_username?: string;
  realm_access?: RoleAccessClaim;
  resource_access?: Record<string, RoleAccessClaim>;
  [claim: string]: unknown;
}
