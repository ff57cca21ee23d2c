import { FormSection } from "@patternfly/react-core";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EditForm } from "@/shared/ui/form/edit-form";
import { NumberControl } from "@/shared/ui/form/number-control";
import { SelectControl } from "@/shared/ui/form/select-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { TimeControl } from "@/shared/ui/form/time-control";
import type { RealmTabProps } from "../realm-tab";
import {
  bruteForceModeFields,
  bruteForceModes,
  bruteForceStrategies,
  securityDefensesFormValues,
  securityDefensesRealmChanges,
  securityHeaderFields,
  type BruteForceDurationField,
  type SecurityDefensesFormValues,
} from "../security-defenses-state";
import { useRealmTabForm } from "../use-realm-tab-form";

/**
 * The realm's defenses: the security headers the server adds to the pages it serves (login,
 * account), and how it locks out a user after repeated failed logins.
 */
export function SecurityDefensesTab({ realm, canManage }: RealmTabProps) {
  const { t } = useTranslation();
  const { form, editForm } = useRealmTabForm({
    realm,
    canManage,
    defaultValues: securityDefensesFormValues(realm),
    toChanges: (values) => securityDefensesRealmChanges(values, realm),
  });
  const mode = useWatch({ control: form.control, name: "bruteForceMode" });
  const shown = bruteForceModeFields[mode];
  const isDisabled = !canManage;
  const key = (name: string) => `realmSettings.securityDefenses.${name}`;

  const duration = (name: BruteForceDurationField) =>
    shown.includes(name) && (
      <TimeControl<SecurityDefensesFormValues>
        name={name}
        label={t(key(name))}
        labelIcon={t(key(`${name}Help`))}
        units={["second", "minute", "hour", "day"]}
        // The server reads a negative wait as none at all; the form asks for zero or more.
        min={0}
        rules={{ required: true }}
        isDisabled={isDisabled}
      />
    );

  return (
    <EditForm {...editForm}>
      <FormSection title={t(key("headers"))} titleElement="h2">
        {securityHeaderFields.map((name) => (
          <TextControl<SecurityDefensesFormValues>
            key={name}
            name={`headers.${name}`}
            label={t(key(name))}
            labelIcon={t(key(`${name}Help`))}
            isDisabled={isDisabled}
          />
        ))}
      </FormSection>
      <FormSection title={t(key("bruteForce"))} titleElement="h2">
        <SelectControl<SecurityDefensesFormValues>
          name="bruteForceMode"
          label={t(key("mode"))}
          labelIcon={t(key("modeHelp"))}
          options={bruteForceModes.map((choice) => ({
            key: choice,
            value: t(key(`mode.${choice}`)),
          }))}
          isDisabled={isDisabled}
        />
        {shown.includes("failureFactor") && (
          <NumberControl<SecurityDefensesFormValues>
            name="failureFactor"
            label={t(key("failureFactor"))}
            labelIcon={t(key("failureFactorHelp"))}
            min={1}
            rules={{ required: true }}
            isDisabled={isDisabled}
          />
        )}
        {shown.includes("maxTemporaryLockouts") && (
          <NumberControl<SecurityDefensesFormValues>
            name="maxTemporaryLockouts"
            label={t(key("maxTemporaryLockouts"))}
            labelIcon={t(key("maxTemporaryLockoutsHelp"))}
            min={1}
            rules={{ required: true }}
            isDisabled={isDisabled}
          />
        )}
        {shown.includes("bruteForceStrategy") && (
          <SelectControl<SecurityDefensesFormValues>
            name="bruteForceStrategy"
            label={t(key("strategy"))}
            labelIcon={t(key("strategyHelp"))}
            options={bruteForceStrategies.map((choice) => ({
              key: choice,
              value: t(key(`strategy.${choice}`)),
            }))}
            isDisabled={isDisabled}
          />
        )}
        {duration("waitIncrementSeconds")}
        {duration("maxFailureWaitSeconds")}
        {duration("maxDeltaTimeSeconds")}
        {shown.includes("quickLoginCheckMilliSeconds") && (
          <NumberControl<SecurityDefensesFormValues>
            name="quickLoginCheckMilliSeconds"
            label={t(key("quickLoginCheckMilliSeconds"))}
            labelIcon={t(key("quickLoginCheckMilliSecondsHelp"))}
            unit={t(key("milliseconds"))}
            min={0}
            rules={{ required: true }}
            isDisabled={isDisabled}
          />
        )}
        {duration("minimumQuickLoginWaitSeconds")}
      </FormSection>
    </EditForm>
  );
}
