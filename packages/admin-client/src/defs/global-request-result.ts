/** Outcome of a request the server forwards to the clients' admin URLs (push revocation, logout all). */
export interface GlobalRequestResult {
  successRequests?: string[];
  failedRequests?: string[];
}
