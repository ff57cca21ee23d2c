import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toIdentityProvider, toIdentityProviders } from "@/shared/paths/identity-provider-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useCreateIdentityProvider } from "../api/use-create-identity-provider";
import {
  identityProviderFormValues,
  identityProviderFrom,
  type IdentityProviderFormValues,
} from "../form-state";
import { CommonSettings } from "./common-settings";
import { GeneralSettings } from "./general-settings";
import { ProviderTypeFields } from "./provider-fields";
import { serverFieldOf } from "./server-field";
import { showOnField } from "@/shared/api/server-validation";

/**
 * Adds a provider of one type. A taken or refused alias shows on the alias field; any failed save
 * keeps what was typed, and so does a session that ends mid-way. The new provider opens on its
 * settings.
 */
export function AddIdentityProviderForm({ providerId }: { providerId: string }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const create = useCreateIdentityProvider();
  const form = useForm<IdentityProviderFormValues>({
    defaultValues: identityProviderFormValues(undefined, providerId),
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form, `add-${providerId}`);

  const save = async (values: IdentityProviderFormValues) => {
    const provider = identityProviderFrom(values, providerId);
    try {
      const alias = await create.mutateAsync(provider);
      draft.clear();
      addAlert(t("identityProviders.settings.added", { alias }), "success");
      allowNavigation();
      void navigate(toIdentityProvider({ realm, providerId, alias }));
    } catch (error) {
      if (!showOnField(form.setError, serverFieldOf(error, t)))
        addError("identityProviders.settings.addError", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        {draft.notice}
        <GeneralSettings isNew readOnly={false} />
        <ProviderTypeFields providerId={providerId} readOnly={false} isNew />
        <CommonSettings readOnly={false} />
        <FormActions
          saveLabel={t("identityProviders.settings.add")}
          isLoading={create.isPending}
          onCancel={() => {
            void navigate(toIdentityProviders({ realm }));
          }}
        />
      </Form>
    </FormProvider>
  );
}
