import { FormGroup } from "@patternfly/react-core";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { toClient } from "@/shared/paths/client-paths";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import type { ClientAuthenticator } from "../api/credentials-authenticators-query";
import {
  privateKeyJwtAuthenticator,
  signedJwtAuthenticators,
  x509Authenticator,
  type CredentialsFormValues,
} from "./credentials-form-state";

/** Authenticators that need settings this tab does not offer yet; shown only when already chosen. */
const notOffered = ["federated-jwt"];

/**
 * The client authenticator and the settings of the chosen one: the signature algorithm of signed
 * JWTs (with the way to the client's keys), or what the X.509 certificate's subject must be.
 */
export function AuthenticatorFields({
  clientId,
  authenticators,
  savedType,
  isDisabled,
}: {
  /** The client's internal id, for the link to its keys. */
  clientId: string;
  authenticators: readonly ClientAuthenticator[];
  savedType: string;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const crypto = useServerInfo().cryptoInfo;
  const { control } = useFormContext<CredentialsFormValues>();
  const type = useWatch({ control, name: "clientAuthenticatorType" });
  const options = authenticators
    .filter(({ id }) => !notOffered.includes(id) || id === savedType)
    .map(({ id, displayName }) => ({ key: id, value: displayName }));
  const algorithms =
    type === privateKeyJwtAuthenticator
      ? (crypto?.clientSignatureAsymmetricAlgorithms ?? [])
      : (crypto?.clientSignatureSymmetricAlgorithms ?? []);

  return (
    <>
      <SelectControl<CredentialsFormValues, "clientAuthenticatorType">
        name="clientAuthenticatorType"
        label={t("clientCredentials.authenticator")}
        labelIcon={t("clientCredentials.authenticatorHelp")}
        options={options}
        isDisabled={isDisabled}
      />
      {signedJwtAuthenticators.includes(type) && (
        <SelectControl<CredentialsFormValues, "signingAlgorithm">
          name="signingAlgorithm"
          label={t("clientCredentials.signingAlgorithm")}
          labelIcon={t("clientCredentials.signingAlgorithmHelp")}
          placeholder={t("clientCredentials.anyAlgorithm")}
          options={[
            { key: "", value: t("clientCredentials.anyAlgorithm") },
            ...algorithms.map((algorithm) => ({ key: algorithm, value: algorithm })),
          ]}
          isDisabled={isDisabled}
        />
      )}
      {type === privateKeyJwtAuthenticator && (
        <FormGroup>
          <Link to={toClient({ realm, clientId, tab: "keys" })}>
            {t("clientCredentials.keysLink")}
          </Link>
        </FormGroup>
      )}
      {type === x509Authenticator && (
        <>
          <SwitchControl<CredentialsFormValues, "x509AllowRegex">
            name="x509AllowRegex"
            label={t("clientCredentials.x509AllowRegex")}
            labelIcon={t("clientCredentials.x509AllowRegexHelp")}
            isDisabled={isDisabled}
          />
          <TextControl<CredentialsFormValues, "x509SubjectDn">
            name="x509SubjectDn"
            label={t("clientCredentials.x509SubjectDn")}
            labelIcon={t("clientCredentials.x509SubjectDnHelp")}
            isDisabled={isDisabled}
            rules={{
              required: true,
              validate: (value) => value.trim() !== "" || t("clientCredentials.x509SubjectDnBlank"),
            }}
          />
        </>
      )}
    </>
  );
}
