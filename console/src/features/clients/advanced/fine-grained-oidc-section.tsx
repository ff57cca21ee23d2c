import { FormSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { MultiValueControl } from "@/shared/ui/form/multi-value-control";
import { SelectControl } from "@/shared/ui/form/select-control";
import type { SelectOptionItem } from "@/shared/ui/form/select-options";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import type { ClientTabProps } from "../api/client-query";
import { algorithmOptions } from "./algorithm-options";
import {
  accessTokenAttribute,
  attributeFieldName,
  attributeFormValues,
  withAttributeValues,
  type AttributeField,
} from "./form-state";
import { AdvancedSection, SectionForm, useCanEditAdvanced } from "./section-form";

/**
 * The client attributes of the authorization response. They share their first segment with the
 * authorization services' message keys, so they are put together here rather than written out,
 * where they would read as message keys.
 */
const authorizationResponse = (name: string): string => `authorization.${name}`;

const text = (name: string): AttributeField => ({ name, kind: "text" });

/** The attributes this section edits; an empty text leaves the server's default in force. */
export const fineGrainedOidcFields: readonly AttributeField[] = [
  text(accessTokenAttribute("signed.response.alg")),
  { name: accessTokenAttribute("header.type.rfc9068"), kind: "boolean" },
  text("id.token.signed.response.alg"),
  text("id.token.encrypted.response.alg"),
  text("id.token.encrypted.response.enc"),
  text("user.info.response.signature.alg"),
  text("user.info.encrypted.response.alg"),
  text("user.info.encrypted.response.enc"),
  text("request.object.signature.alg"),
  text("request.object.encryption.alg"),
  text("request.object.encryption.enc"),
  text("request.object.required"),
  { name: "request.uris", kind: "list" },
  text(authorizationResponse("signed.response.alg")),
  text(authorizationResponse("encrypted.response.alg")),
  text(authorizationResponse("encrypted.response.enc")),
];

/**
 * Fine-grained OpenID Connect settings: how the client's tokens, user info, request objects and
 * authorization responses are signed and encrypted, from the algorithms the server supports.
 */
export function FineGrainedOidcSection({ client }: ClientTabProps) {
  const { t } = useTranslation();
  const algorithms = algorithmOptions(useServerInfo());
  const isDisabled = !useCanEditAdvanced();
  const notSet = t("clientAdvanced.oidc.serverDefault");
  const withDefault = (values: readonly string[], defaultLabel = notSet): SelectOptionItem[] => [
    { key: "", value: defaultLabel },
    ...values,
  ];
  const signature = withDefault(algorithms.signature);
  const keyEncryption = withDefault(
    algorithms.keyEncryption,
    t("clientAdvanced.oidc.notEncrypted"),
  );
  const contentEncryption = withDefault(algorithms.contentEncryption);
  const select = (name: string, label: string, options: readonly SelectOptionItem[]) => {
    // The "" option names what happens while nothing is chosen; the closed select says the same.
    const unset = options.find((option) => typeof option === "object" && option.key === "");
    return (
      <SelectControl
        name={attributeFieldName(name)}
        id={name}
        label={label}
        options={options}
        placeholder={typeof unset === "object" ? unset.value : notSet}
        isDisabled={isDisabled}
      />
    );
  };

  return (
    <AdvancedSection
      title={t("clientAdvanced.oidc.title")}
      description={t("clientAdvanced.oidc.description")}
    >
      <SectionForm
        values={attributeFormValues(client, fineGrainedOidcFields)}
        toClient={(values) => withAttributeValues(client, values, fineGrainedOidcFields)}
      >
        <FormSection title={t("clientAdvanced.oidc.accessToken")} titleElement="h3">
          {select(
            accessTokenAttribute("signed.response.alg"),
            t("clientAdvanced.oidc.signatureAlgorithm"),
            signature,
          )}
          <SwitchControl
            name={attributeFieldName(accessTokenAttribute("header.type.rfc9068"))}
            id={accessTokenAttribute("header.type.rfc9068")}
            label={t("clientAdvanced.oidc.atJwtHeader")}
            isDisabled={isDisabled}
          />
        </FormSection>
        <FormSection title={t("clientAdvanced.oidc.idToken")} titleElement="h3">
          {select(
            "id.token.signed.response.alg",
            t("clientAdvanced.oidc.idTokenSignature"),
            signature,
          )}
          {select(
            "id.token.encrypted.response.alg",
            t("clientAdvanced.oidc.idTokenKeyEncryption"),
            keyEncryption,
          )}
          {select(
            "id.token.encrypted.response.enc",
            t("clientAdvanced.oidc.idTokenContentEncryption"),
            contentEncryption,
          )}
        </FormSection>
        <FormSection title={t("clientAdvanced.oidc.userInfo")} titleElement="h3">
          {select(
            "user.info.response.signature.alg",
            t("clientAdvanced.oidc.userInfoSignature"),
            withDefault(algorithms.signature, t("clientAdvanced.oidc.unsigned")),
          )}
          {select(
            "user.info.encrypted.response.alg",
            t("clientAdvanced.oidc.userInfoKeyEncryption"),
            keyEncryption,
          )}
          {select(
            "user.info.encrypted.response.enc",
            t("clientAdvanced.oidc.userInfoContentEncryption"),
            contentEncryption,
          )}
        </FormSection>
        <FormSection title={t("clientAdvanced.oidc.requestObject")} titleElement="h3">
          {select("request.object.signature.alg", t("clientAdvanced.oidc.requestSignature"), [
            { key: "", value: t("clientAdvanced.oidc.anyAlgorithm") },
            { key: "none", value: t("clientAdvanced.oidc.noSignature") },
            ...algorithms.signature,
          ])}
          {select(
            "request.object.encryption.alg",
            t("clientAdvanced.oidc.requestKeyEncryption"),
            withDefault(algorithms.keyEncryption, t("clientAdvanced.oidc.anyAlgorithm")),
          )}
          {select(
            "request.object.encryption.enc",
            t("clientAdvanced.oidc.requestContentEncryption"),
            withDefault(algorithms.contentEncryption, t("clientAdvanced.oidc.anyAlgorithm")),
          )}
          {select("request.object.required", t("clientAdvanced.oidc.requestRequired"), [
            { key: "", value: t("clientAdvanced.oidc.requestNotRequired") },
            { key: "request or request_uri", value: t("clientAdvanced.oidc.requestOrUri") },
            { key: "request only", value: t("clientAdvanced.oidc.requestOnly") },
            { key: "request_uri only", value: t("clientAdvanced.oidc.requestUriOnly") },
          ])}
          <MultiValueControl
            name={attributeFieldName("request.uris")}
            id="request.uris"
            label={t("clientAdvanced.oidc.requestUris")}
            addLabel={t("clientAdvanced.oidc.addRequestUri")}
            type="url"
            isDisabled={isDisabled}
          />
        </FormSection>
        <FormSection title={t("clientAdvanced.oidc.authorizationResponse")} titleElement="h3">
          {select(
            authorizationResponse("signed.response.alg"),
            t("clientAdvanced.oidc.authorizationSignature"),
            signature,
          )}
          {select(
            authorizationResponse("encrypted.response.alg"),
            t("clientAdvanced.oidc.authorizationKeyEncryption"),
            keyEncryption,
          )}
          {select(
            authorizationResponse("encrypted.response.enc"),
            t("clientAdvanced.oidc.authorizationContentEncryption"),
            contentEncryption,
          )}
        </FormSection>
      </SectionForm>
    </AdvancedSection>
  );
}
