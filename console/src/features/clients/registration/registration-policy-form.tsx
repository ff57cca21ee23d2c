import type { ComponentRepresentation, ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { applyComponentErrors } from "@/shared/api/server-validation";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DynamicFields } from "@/shared/ui/dynamic/dynamic-fields";
import { FormActions } from "@/shared/ui/form/form-actions";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useSaveRegistrationPolicy } from "../api/registration-save-policy";
import { toClientRegistration, toRegistrationPolicy, type RegistrationSubTab } from "./paths";
import { withPolicyTexts } from "./policy-property-texts";
import {
  policyFormValues,
  policyFromForm,
  type RegistrationPolicyFormValues,
} from "./policy-form-state";

export interface RegistrationPolicyFormProps {
  provider: ComponentTypeRepresentation;
  subType: RegistrationSubTab;
  /** The stored policy; absent when adding one. */
  policy?: ComponentRepresentation;
}

/**
 * A policy's name and its provider's settings, generated from what the server describes. A failed
 * save keeps every typed value; the server's validation errors land on their fields.
 */
export function RegistrationPolicyForm({ provider, subType, policy }: RegistrationPolicyFormProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  const realmId = useRealmRepresentation()?.id ?? realm;
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const save = useSaveRegistrationPolicy();
  const properties = provider.properties ?? [];
  const isNew = policy === undefined;
  const form = useForm<RegistrationPolicyFormValues>({
    defaultValues: policyFormValues(policy, properties),
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const listPath = toClientRegistration({ realm, subTab: subType });

  const submit = async (values: RegistrationPolicyFormValues) => {
    const component = policyFromForm(values, properties, {
      providerId: provider.id,
      subType,
      realmId,
      ...(policy === undefined ? {} : { original: policy }),
    });
    try {
      const id = await save.mutateAsync(component);
      addAlert(t("clientRegistration.policies.saved", { name: component.name }), "success");
      if (isNew) {
        allowNavigation();
        void navigate(
          toRegistrationPolicy({ realm, subTab: subType, providerId: provider.id, id }),
        );
      }
    } catch (error) {
      if (!applyComponentErrors(error, form.setError, properties, t))
        addError("clientRegistration.policies.saveError", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(submit)(event)} isWidthLimited>
        <TextControl
          name="name"
          label={t("clientRegistration.policies.name")}
          rules={{
            required: true,
            maxLength: storedTextLimit,
            validate: (value: unknown) => String(value).trim() !== "" || t("form.required"),
          }}
        />
        <DynamicFields properties={withPolicyTexts(properties, t)} />
        <FormActions
          isLoading={save.isPending}
          onCancel={() => {
            void navigate(listPath);
          }}
          {...(isNew
            ? {}
            : {
                onRevert: () => {
                  form.reset();
                },
              })}
        />
      </Form>
    </FormProvider>
  );
}
