import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EditForm } from "@/shared/ui/form/edit-form";
import { useUpdateIdentityProvider } from "../api/use-update-identity-provider";
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
 * The provider's settings form; read-only without manage-identity-providers. The save sends the
 * form's values over the stored provider, so config keys no field shows are kept. Remount with a
 * new `key` after a save, so the form starts again from what the server holds.
 */
export function SettingsTab({
  provider,
  canManage,
}: {
  provider: IdentityProviderRepresentation;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const alias = provider.alias ?? "";
  const providerId = provider.providerId ?? "";
  const update = useUpdateIdentityProvider(alias);
  const form = useForm<IdentityProviderFormValues>({
    defaultValues: identityProviderFormValues(provider),
    mode: "onChange",
  });
  const save = async (values: IdentityProviderFormValues) => {
    try {
      await update.mutateAsync({
        provider: identityProviderFrom(values, providerId, provider),
        previousOrganizationId: provider.organizationId,
      });
    } catch (error) {
      showOnField(form.setError, serverFieldOf(error, t));
      throw error;
    }
  };
  const readOnly = !canManage;
  return (
    <EditForm
      form={form}
      save={save}
      isSaving={update.isPending}
      canEdit={canManage}
      savedMessage={t("identityProviders.settings.saved")}
      saveErrorKey="identityProviders.settings.saveError"
    >
      <GeneralSettings isNew={false} readOnly={readOnly} />
      <ProviderTypeFields providerId={providerId} readOnly={readOnly} isNew={false} />
      <CommonSettings readOnly={readOnly} />
    </EditForm>
  );
}
