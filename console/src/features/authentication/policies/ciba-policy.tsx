import type { RealmRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { RealmFormLoader } from "@/shared/realm-form/realm-form-loader";
import { useRealmForm } from "@/shared/realm-form/use-realm-form";
import { EditForm } from "@/shared/ui/form/edit-form";
import { NumberControl } from "@/shared/ui/form/number-control";
import { RadioGroupControl } from "@/shared/ui/form/radio-group-control";
import {
  cibaBounds,
  cibaDeliveryModes,
  cibaFormValues,
  cibaRealmChanges,
  cibaUserHints,
  type CibaFormValues,
} from "./ciba-policy-state";

/**
 * The realm's Client-Initiated Backchannel Authentication policy: how clients get the tokens of a
 * sign-in the user approves on another device, and how long such a request waits.
 */
export function CibaPolicy() {
  const { t } = useTranslation();
  return (
    <RealmFormLoader
      loadingText={t("authentication.policies.ciba.loading")}
      loadErrorTitle={t("authentication.policies.ciba.loadError")}
    >
      {(realm, canManage) => <CibaPolicyForm realm={realm} canManage={canManage} />}
    </RealmFormLoader>
  );
}

function CibaPolicyForm({ realm, canManage }: { realm: RealmRepresentation; canManage: boolean }) {
  const { t } = useTranslation();
  const defaultValues = cibaFormValues(realm);
  const { editForm } = useRealmForm({
    realm,
    canManage,
    defaultValues,
    toChanges: (values: CibaFormValues) => cibaRealmChanges(values, realm),
    savedMessage: t("authentication.policies.ciba.saved"),
    saveErrorKey: "authentication.policies.ciba.saveError",
    draftName: "ciba-policy",
  });
  const seconds = t("authentication.policies.ciba.seconds");
  const hints: string[] = [...cibaUserHints];
  if (!hints.includes(defaultValues.userHint)) hints.push(defaultValues.userHint);

  return (
    <EditForm {...editForm}>
      <RadioGroupControl<CibaFormValues>
        name="deliveryMode"
        label={t("authentication.policies.ciba.deliveryMode")}
        labelIcon={t("authentication.policies.ciba.deliveryModeHelp")}
        options={cibaDeliveryModes.map((mode) => ({
          key: mode,
          value: t(`authentication.policies.ciba.modes.${mode}`),
        }))}
        isDisabled={!canManage}
      />
      <NumberControl<CibaFormValues>
        name="expiresIn"
        label={t("authentication.policies.ciba.expiresIn")}
        labelIcon={t("authentication.policies.ciba.expiresInHelp")}
        {...cibaBounds.expiresIn}
        unit={seconds}
        rules={{ required: true }}
        isDisabled={!canManage}
      />
      <NumberControl<CibaFormValues>
        name="interval"
        label={t("authentication.policies.ciba.interval")}
        labelIcon={t("authentication.policies.ciba.intervalHelp")}
        {...cibaBounds.interval}
        unit={seconds}
        rules={{ required: true }}
        isDisabled={!canManage}
      />
      <RadioGroupControl<CibaFormValues>
        name="userHint"
        label={t("authentication.policies.ciba.userHint")}
        labelIcon={t("authentication.policies.ciba.userHintHelp")}
        options={hints}
        isDisabled={!canManage}
      />
    </EditForm>
  );
}
