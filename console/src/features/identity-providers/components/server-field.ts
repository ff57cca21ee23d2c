import type { TFunction } from "i18next";
import { errorMessage } from "@/shared/api/error-message";
import { configField } from "../form-state";

/** The names the server gives address fields in its refusals, by config key. */
const urlNames: Record<string, string> = {
  authorization_url: "authorizationUrl",
  token_url: "tokenUrl",
  userinfo_url: "userInfoUrl",
  logout_url: "logoutUrl",
  jwks_url: "jwksUrl",
  tokenIntrospection_url: "tokenIntrospectionUrl",
};

/**
 * The field a refused save belongs to. The server answers a taken alias with 409, a space in it
 * with "Empty Space not allowed." and an address it refuses with "The url [token_url] …"; none
 * names the form's field, so they are placed here. The server's own text is shown for the last
 * two, since it says what is wrong.
 */
export function serverFieldOf(
  error: unknown,
  t: TFunction,
): { name: "alias" | `config.${string}`; message: string } | undefined {
  const { status, message } = errorMessage(error);
  if (status === 409) return { name: "alias", message: t("identityProviders.settings.aliasTaken") };
  if (status !== 400) return undefined;
  if (/alias|empty space/i.test(message)) return { name: "alias", message };
  const url = /\[(\w+)\]/.exec(message)?.[1];
  const key = url === undefined ? undefined : urlNames[url];
  return key === undefined ? undefined : { name: configField(key), message };
}
