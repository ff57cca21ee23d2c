import { useTranslation } from "react-i18next";
import { TimeControl } from "@/shared/ui/form/time-control";
import { actionTokenActions, type ActionTokenAction, type TokensFormValues } from "../form-state";

/**
 * Per action, a lifespan of its own for the tokens a user's own request starts (a verification
 * e-mail, a password reset…); left empty, the action uses the user-initiated action lifespan.
 */
export function ActionLifespanFields({ isDisabled }: { isDisabled: boolean }) {
  const { t } = useTranslation();
  const labels: Record<ActionTokenAction, string> = {
    "verify-email": t("realmSettings.tokens.actionVerifyEmail"),
    "idp-verify-account-via-email": t("realmSettings.tokens.actionIdpVerify"),
    "reset-credentials": t("realmSettings.tokens.actionResetCredentials"),
    "execute-actions": t("realmSettings.tokens.actionExecuteActions"),
  };
  return (
    <>
      {actionTokenActions.map((action) => (
        <TimeControl<TokensFormValues>
          key={action}
          name={`actionLifespans.${action}`}
          id={`action-lifespan-${action}`}
          label={labels[action]}
          helperText={t("realmSettings.tokens.actionOverrideHelp")}
          units={["minute", "hour", "day"]}
          min={60}
          isDisabled={isDisabled}
        />
      ))}
    </>
  );
}
