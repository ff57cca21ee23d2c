import { expiresWithin } from "./jwt.js";
import { getToken, type Credentials, type Settings, type TokenResponse } from "./token.js";

/** Seconds of validity under which a stored access token is renewed before use. */
export const minValidity = 5;

export interface TokenProvider {
  getAccessToken(): Promise<string | undefined>;
}

type TokenSettings = Omit<Settings, "credentials">;

/**
 * Keeps the tokens that `auth()` obtained fresh. A refresh uses the refresh token while it is valid;
 * without one (client credentials) or once it has expired, the original grant is repeated when the
 * stored credentials allow it. Concurrent callers share one renewal.
 */
export class TokenManager {
  accessToken: string | undefined;
  refreshToken: string | undefined;
  #credentials: Credentials | undefined;
  #settings: TokenSettings = {};
  #renewal: Promise<void> | undefined;

  async authenticate(credentials: Credentials, settings: TokenSettings): Promise<TokenResponse> {
    const token = await getToken({ ...settings, credentials });
    this.#credentials = credentials;
    this.#settings = settings;
    this.#store(token);
    return token;
  }

  async currentToken(): Promise<string | undefined> {
    const token = this.accessToken;
    if (
      token === undefined ||
      this.#credentials === undefined ||
      !expiresWithin(token, minValidity)
    )
      return token;
    this.#renewal ??= this.#renew().finally(() => {
      this.#renewal = undefined;
    });
    await this.#renewal;
    return this.accessToken;
  }

  #store(token: TokenResponse): void {
    this.accessToken = token.accessToken;
    this.refreshToken = token.refreshToken;
  }

  async #renew(): Promise<void> {
    const credentials = this.#credentials;
    if (credentials === undefined) return;
    const refreshToken = this.refreshToken;
    const canRepeatGrant =
      credentials.grantType !== "refresh_token" && credentials.totp === undefined;
    if (refreshToken !== undefined && !expiresWithin(refreshToken, 0)) {
      try {
        this.#store(
          await getToken({
            ...this.#settings,
            credentials: { ...credentials, grantType: "refresh_token", refreshToken },
          }),
        );
        return;
      } catch (error) {
        if (!canRepeatGrant) throw error;
      }
    }
    if (!canRepeatGrant) {
      throw new Error(
        "The access token has expired and cannot be renewed: there is no valid refresh token and the credentials cannot be reused. Call auth() again.",
      );
    }
    this.#store(await getToken({ ...this.#settings, credentials }));
  }
}
