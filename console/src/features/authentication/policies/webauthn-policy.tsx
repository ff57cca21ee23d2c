import type { RealmRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { RealmFormLoader } from "@/shared/realm-form/realm-form-loader";
import { useRealmForm } from "@/shared/realm-form/use-realm-form";
import { EditForm } from "@/shared/ui/form/edit-form";
import { MultiValueControl } from "@/shared/ui/form/multi-value-control";
import { NumberControl } from "@/shared/ui/form/number-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import {
  attestationPreferences,
  authenticatorAttachments,
  firstBadAaguid,
  firstBadOrigin,
  notSpecified,
  legacyResidentKeyRequirements,
  residentKeyRequirements,
  usesLegacyResidentKey,
  userVerificationRequirements,
  webAuthnAlgorithms,
  webAuthnFormValues,
  webAuthnRealmChanges,
  webAuthnTimeoutBounds,
  type WebAuthnFormValues,
} from "./webauthn-policy-state";

export interface WebAuthnPolicyProps {
  /** The policy of signing in with a key alone, rather than of keys as a second factor. */
  passwordless: boolean;
}

/**
 * One of the realm's two WebAuthn policies: what the server asks of browsers and authenticators
 * when a user registers a security key or passkey. Both are the same form over their own fields.
 */
export function WebAuthnPolicy({ passwordless }: WebAuthnPolicyProps) {
  const { t } = useTranslation();
  return (
    <RealmFormLoader
      loadingText={t("authentication.policies.webauthn.loading")}
      loadErrorTitle={t("authentication.policies.webauthn.loadError")}
    >
      {(realm, canManage) => (
        <WebAuthnPolicyForm realm={realm} canManage={canManage} passwordless={passwordless} />
      )}
    </RealmFormLoader>
  );
}

/**
 * The selects of what the server asks of authenticators, in the form's order: each a field, its
 * label and help, and the values the console knows (a stored value it does not know is added).
 */
const requirementFields = [
  {
    name: "attestationConveyancePreference",
    label: "authentication.policies.webauthn.attestation",
    help: "authentication.policies.webauthn.attestationHelp",
    known: attestationPreferences,
  },
  {
    name: "authenticatorAttachment",
    label: "authentication.policies.webauthn.attachment",
    help: "authentication.policies.webauthn.attachmentHelp",
    known: authenticatorAttachments,
  },
  {
    name: "residentKey",
    label: "authentication.policies.webauthn.residentKey",
    help: "authentication.policies.webauthn.residentKeyHelp",
    known: residentKeyRequirements,
  },
  {
    name: "userVerificationRequirement",
    label: "authentication.policies.webauthn.userVerification",
    help: "authentication.policies.webauthn.userVerificationHelp",
    known: userVerificationRequirements,
  },
] as const satisfies readonly {
  name: keyof WebAuthnFormValues;
  label: string;
  help: string;
  known: readonly string[];
}[];

/** The choices of a select, the stored value included even when the console does not know it. */
function choicesWith(known: readonly string[], stored: string | readonly string[]) {
  const values = typeof stored === "string" ? [stored] : stored;
  return [...known, ...values.filter((value) => !known.includes(value))];
}

function WebAuthnPolicyForm({
  realm,
  canManage,
  passwordless,
}: {
  realm: RealmRepresentation;
  canManage: boolean;
  passwordless: boolean;
}) {
  const { t } = useTranslation();
  const defaultValues = webAuthnFormValues(realm, passwordless);
  const legacyResidentKey = usesLegacyResidentKey(realm, passwordless);
  const { editForm } = useRealmForm({
    realm,
    canManage,
    defaultValues,
    toChanges: (values: WebAuthnFormValues) =>
      webAuthnRealmChanges(values, passwordless, legacyResidentKey),
    savedMessage: t(
      passwordless
        ? "authentication.policies.webauthn.savedPasswordless"
        : "authentication.policies.webauthn.saved",
    ),
    saveErrorKey: "authentication.policies.webauthn.saveError",
    draftName: passwordless ? "webauthn-passwordless-policy" : "webauthn-policy",
  });
  const label = (name: string) => t(`authentication.policies.webauthn.${name}`);
  const requirementChoices = (known: readonly string[], stored: string) =>
    choicesWith(known, stored).map((value) => ({
      key: value,
      value: value === notSpecified ? t("authentication.policies.webauthn.notSpecified") : value,
    }));

  return (
    <EditForm {...editForm}>
      <TextControl<WebAuthnFormValues>
        name="rpEntityName"
        label={label("rpEntityName")}
        labelIcon={label("rpEntityNameHelp")}
        rules={{ required: true, maxLength: storedTextLimit }}
        isDisabled={!canManage}
      />
      <SelectControl<WebAuthnFormValues>
        name="signatureAlgorithms"
        variant="multi"
        label={label("signatureAlgorithms")}
        labelIcon={label("signatureAlgorithmsHelp")}
        options={choicesWith(webAuthnAlgorithms, defaultValues.signatureAlgorithms)}
        isDisabled={!canManage}
      />
      <TextControl<WebAuthnFormValues>
        name="rpId"
        label={label("rpId")}
        labelIcon={label("rpIdHelp")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={!canManage}
      />
      {requirementFields.map((field) => (
        <SelectControl<WebAuthnFormValues>
          key={field.name}
          name={field.name}
          label={t(field.label)}
          labelIcon={t(field.help)}
          options={requirementChoices(
            field.name === "residentKey" && legacyResidentKey
              ? legacyResidentKeyRequirements
              : field.known,
            defaultValues[field.name],
          )}
          isDisabled={!canManage}
        />
      ))}
      <NumberControl<WebAuthnFormValues>
        name="createTimeout"
        label={label("timeout")}
        labelIcon={label("timeoutHelp")}
        {...webAuthnTimeoutBounds}
        unit={label("seconds")}
        rules={{ required: true }}
        isDisabled={!canManage}
      />
      <SwitchControl<WebAuthnFormValues>
        name="avoidSameAuthenticatorRegister"
        label={label("avoidSame")}
        labelIcon={label("avoidSameHelp")}
        isDisabled={!canManage}
      />
      <MultiValueControl<WebAuthnFormValues>
        name="acceptableAaguids"
        label={label("aaguids")}
        labelIcon={label("aaguidsHelp")}
        addLabel={label("addAaguid")}
        rules={{
          validate: (entries: unknown) => {
            const bad = Array.isArray(entries) ? firstBadAaguid(entries as string[]) : undefined;
            return bad === undefined || t("authentication.policies.webauthn.badAaguid", { bad });
          },
        }}
        isDisabled={!canManage}
      />
      <MultiValueControl<WebAuthnFormValues>
        name="extraOrigins"
        label={label("extraOrigins")}
        labelIcon={label("extraOriginsHelp")}
        addLabel={label("addOrigin")}
        type="url"
        rules={{
          validate: (entries: unknown) => {
            const bad = Array.isArray(entries) ? firstBadOrigin(entries as string[]) : undefined;
            return bad === undefined || t("authentication.policies.webauthn.badOrigin", { bad });
          },
        }}
        isDisabled={!canManage}
      />
      {passwordless && (
        <SwitchControl<WebAuthnFormValues>
          name="passkeysEnabled"
          label={label("passkeys")}
          labelIcon={label("passkeysHelp")}
          isDisabled={!canManage}
        />
      )}
    </EditForm>
  );
}
