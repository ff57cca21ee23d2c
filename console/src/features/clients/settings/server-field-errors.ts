import type { TFunction } from "i18next";
import type { FieldPath, UseFormSetError } from "react-hook-form";
import { errorMessage } from "@/shared/api/error-message";
import { attributeField, type ClientFormValues } from "../form-state";

/**
 * The server refuses a client's address with a sentence that names the field first
 * ("Root URL is not a valid URL", "A redirect URI uses an illegal scheme") and no field name, so
 * the sentence's start tells which field it concerns.
 */
const addressFields: readonly [RegExp, FieldPath<ClientFormValues>][] = [
  [/^Root URL /, "rootUrl"],
  [/^Base URL /, "baseUrl"],
  [/^Admin URL /, "adminUrl"],
  [/^A redirect URI /, "redirectUris"],
  [/^A post-logout redirect URI /, attributeField("post.logout.redirect.uris")],
  [/^Front-channel logout URL /, attributeField("frontchannel.logout.url")],
  [/^Backchannel logout URL /, attributeField("backchannel.logout.url")],
  [/^Logout Service POST Binding URL /, attributeField("saml_single_logout_service_url_post")],
  [
    /^Logout Service Redirect Binding URL /i,
    attributeField("saml_single_logout_service_url_redirect"),
  ],
  [
    /^Logout Service Artifact Binding URL /i,
    attributeField("saml_single_logout_service_url_artifact"),
  ],
  [/^Logout Service SOAP Binding URL /i, attributeField("saml_single_logout_service_url_soap")],
];

/** The form field a refused save concerns and what to say there, when the server names one. */
export function clientFieldError(
  error: unknown,
  t: TFunction,
): { field: FieldPath<ClientFormValues>; message: string } | undefined {
  const { description, message, status } = errorMessage(error);
  if (status === 409) return { field: "clientId", message: t("clientSettings.clientIdTaken") };
  const sentence = description ?? message;
  const match = addressFields.find(([pattern]) => pattern.test(sentence));
  if (match === undefined) return undefined;
  const text = / illegal scheme/.test(sentence)
    ? t("clientSettings.illegalScheme")
    : t("clientSettings.invalidUrl");
  return { field: match[1], message: text };
}

/**
 * Places a refused save's error on its field and focuses it; returns whether it did, so the caller
 * shows other refusals another way.
 */
export function applyClientFieldError(
  error: unknown,
  setError: UseFormSetError<ClientFormValues>,
  t: TFunction,
): boolean {
  const found = clientFieldError(error, t);
  if (found === undefined) return false;
  setError(found.field, { type: "server", message: found.message }, { shouldFocus: true });
  return true;
}
