import type { RealmRepresentation } from "@gatehouse/admin-client";
import { FormGroup, Label, LabelGroup } from "@patternfly/react-core";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { RealmFormLoader } from "@/shared/realm-form/realm-form-loader";
import { useRealmForm } from "@/shared/realm-form/use-realm-form";
import { EditForm } from "@/shared/ui/form/edit-form";
import { NumberControl } from "@/shared/ui/form/number-control";
import { RadioGroupControl } from "@/shared/ui/form/radio-group-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import {
  otpAlgorithms,
  otpApplicationKeys,
  otpBounds,
  otpDigitChoices,
  otpFormValues,
  otpRealmChanges,
  type OtpFormValues,
} from "./otp-policy-state";

/** The realm's one-time password policy: how codes are made and for how long they count. */
export function OtpPolicy() {
  const { t } = useTranslation();
  return (
    <RealmFormLoader
      loadingText={t("authentication.policies.otp.loading")}
      loadErrorTitle={t("authentication.policies.otp.loadError")}
    >
      {(realm, canManage) => <OtpPolicyForm realm={realm} canManage={canManage} />}
    </RealmFormLoader>
  );
}

function OtpPolicyForm({ realm, canManage }: { realm: RealmRepresentation; canManage: boolean }) {
  const { t } = useTranslation();
  const { form, editForm } = useRealmForm({
    realm,
    canManage,
    defaultValues: otpFormValues(realm),
    toChanges: otpRealmChanges,
    savedMessage: t("authentication.policies.otp.saved"),
    saveErrorKey: "authentication.policies.otp.saveError",
    draftName: "otp-policy",
  });
  const type = useWatch({ control: form.control, name: "otpPolicyType" });
  const applications = realm.otpSupportedApplications ?? [];
  const seconds = t("authentication.policies.otp.seconds");

  return (
    <EditForm {...editForm}>
      <RadioGroupControl<OtpFormValues>
        name="otpPolicyType"
        label={t("authentication.policies.otp.type")}
        labelIcon={t("authentication.policies.otp.typeHelp")}
        options={[
          { key: "totp", value: t("authentication.policies.otp.types.totp") },
          { key: "hotp", value: t("authentication.policies.otp.types.hotp") },
        ]}
        isDisabled={!canManage}
      />
      <RadioGroupControl<OtpFormValues>
        name="otpPolicyAlgorithm"
        label={t("authentication.policies.otp.algorithm")}
        labelIcon={t("authentication.policies.otp.algorithmHelp")}
        options={otpAlgorithms.map((algorithm) => ({
          key: algorithm,
          value: algorithm.replace(/^Hmac/, ""),
        }))}
        isDisabled={!canManage}
      />
      <RadioGroupControl<OtpFormValues>
        name="otpPolicyDigits"
        label={t("authentication.policies.otp.digits")}
        labelIcon={t("authentication.policies.otp.digitsHelp")}
        options={otpDigitChoices}
        isDisabled={!canManage}
      />
      <NumberControl<OtpFormValues>
        name="otpPolicyLookAheadWindow"
        label={t("authentication.policies.otp.lookAround")}
        labelIcon={t("authentication.policies.otp.lookAroundHelp")}
        {...otpBounds.lookAheadWindow}
        rules={{ required: true }}
        isDisabled={!canManage}
      />
      {type === "totp" ? (
        <NumberControl<OtpFormValues>
          name="otpPolicyPeriod"
          label={t("authentication.policies.otp.period")}
          labelIcon={t("authentication.policies.otp.periodHelp")}
          {...otpBounds.period}
          unit={seconds}
          rules={{ required: true }}
          isDisabled={!canManage}
        />
      ) : (
        <NumberControl<OtpFormValues>
          name="otpPolicyInitialCounter"
          label={t("authentication.policies.otp.initialCounter")}
          labelIcon={t("authentication.policies.otp.initialCounterHelp")}
          {...otpBounds.initialCounter}
          rules={{ required: true }}
          isDisabled={!canManage}
        />
      )}
      <SwitchControl<OtpFormValues>
        name="otpPolicyCodeReusable"
        label={t("authentication.policies.otp.reusable")}
        labelIcon={t("authentication.policies.otp.reusableHelp")}
        isDisabled={!canManage}
      />
      <FormGroup
        label={t("authentication.policies.otp.applications")}
        role="group"
        fieldId="otp-supported-applications"
      >
        <LabelGroup
          id="otp-supported-applications"
          aria-label={t("authentication.policies.otp.applications")}
          numLabels={10}
          data-testid="otpSupportedApplications"
        >
          {applications.map((application) => {
            const key = otpApplicationKeys[application];
            return <Label key={application}>{key === undefined ? application : t(key)}</Label>;
          })}
        </LabelGroup>
        {applications.length === 0 && t("authentication.policies.otp.noApplications")}
      </FormGroup>
    </EditForm>
  );
}
