/** Login-failure record of a user (GET /attack-detection/brute-force/users/{id}). */
export interface BruteForceUserStatus {
  disabled?: boolean;
  numFailures?: number;
  numTemporaryLockouts?: number;
  numSecondaryAuthFailures?: number;
  lastIPFailure?: string;
  /** Milliseconds since the epoch. */
  lastFailure?: number;
  /** Milliseconds since the epoch until which logins are refused. */
  failedLoginNotBefore?: number;
}
