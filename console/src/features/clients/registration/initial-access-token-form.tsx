import type { ClientInitialAccessPresentation } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyServerErrors } from "@/shared/api/server-validation";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { NumberControl } from "@/shared/ui/form/number-control";
import { TimeControl } from "@/shared/ui/form/time-control";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useCreateInitialAccessToken } from "../api/registration-create-initial-access-token";

export interface InitialAccessTokenFormValues {
  /** Seconds the token stays valid; 0 for a token that never expires; empty until chosen. */
  expiration: number | null;
  count: number;
}

/** The shortest lifetime offered: a token must live long enough to be handed over and used. */
const minimumExpiration = 60;

export interface InitialAccessTokenFormProps {
  /** Told the created token, with the value the server shows only this once. */
  onCreated: (token: ClientInitialAccessPresentation) => void;
  onCancel: () => void;
}

/** How long a new initial access token lasts and how many clients it may register. */
export function InitialAccessTokenForm({ onCreated, onCancel }: InitialAccessTokenFormProps) {
  const { t } = useTranslation();
  const { addError } = useAlerts();
  const create = useCreateInitialAccessToken();
  const form = useForm<InitialAccessTokenFormValues>({
    defaultValues: { expiration: 86_400, count: 1 },
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(
    form.formState.isDirty && !create.isSuccess,
  );

  const save = async ({ expiration, count }: InitialAccessTokenFormValues) => {
    try {
      const token = await create.mutateAsync({ expiration: expiration ?? 0, count });
      allowNavigation();
      onCreated(token);
    } catch (error) {
      if (!applyServerErrors(error, form.setError, { t, fieldName: (field) => field })) {
        addError("clientRegistration.tokens.createError", error);
      }
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        <TimeControl
          name="expiration"
          label={t("clientRegistration.tokens.expiration")}
          helperText={t("clientRegistration.tokens.expirationHelp")}
          min={minimumExpiration}
          allowNever
          neverValue={0}
          rules={{
            validate: (value) => {
              if (value === null) return t("form.required");
              if (value !== 0 && value < minimumExpiration) {
                return t("clientRegistration.tokens.expirationTooShort");
              }
              return true;
            },
          }}
        />
        <NumberControl
          name="count"
          label={t("clientRegistration.tokens.count")}
          helperText={t("clientRegistration.tokens.countHelp")}
          min={1}
          rules={{
            required: true,
            validate: (value: unknown) =>
              Number.isInteger(value) || t("clientRegistration.tokens.countWhole"),
          }}
        />
        <FormActions
          saveLabel={t("clientRegistration.tokens.save")}
          isLoading={create.isPending}
          allowUnchanged
          onCancel={onCancel}
        />
      </Form>
    </FormProvider>
  );
}
