/** Body of POST /clients-initial-access. */
export interface ClientInitialAccessCreatePresentation {
  /** Seconds the token is valid; 0 means no expiry. */
  expiration?: number;
  /** How many clients it may register. */
  count?: number;
}

/** An initial access token for dynamic client registration; `token` is only returned on creation. */
export interface ClientInitialAccessPresentation {
  id?: string;
  token?: string;
  /** Seconds since the epoch. */
  timestamp?: number;
  expiration?: number;
  count?: number;
  remainingCount?: number;
}
