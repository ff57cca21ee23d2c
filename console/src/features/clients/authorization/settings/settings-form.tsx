import type { ResourceServerRepresentation } from "@gatehouse/admin-client";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EditForm } from "@/shared/ui/form/edit-form";
import { RadioGroupControl } from "@/shared/ui/form/radio-group-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { useUpdateResourceServer } from "../../api/resource-server-update";

interface SettingsFormValues {
  policyEnforcementMode: string;
  decisionStrategy: string;
  allowRemoteResourceManagement: boolean;
}

const enforcementModes = ["ENFORCING", "PERMISSIVE", "DISABLED"] as const;
/**
 * A resource server decides unanimously or affirmatively; the server refuses consensus here (it
 * is a policy's strategy), so it is not offered.
 */
const decisionStrategies = ["UNANIMOUS", "AFFIRMATIVE"] as const;

/**
 * The resource server's settings; read-only without a manage right. Remount with a new `key` after
 * a save, so the form starts from what the server holds.
 */
export function SettingsForm({
  clientId,
  server,
  canManage,
}: {
  clientId: string;
  server: ResourceServerRepresentation;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateResourceServer(clientId);
  const form = useForm<SettingsFormValues>({
    defaultValues: {
      policyEnforcementMode: server.policyEnforcementMode ?? "ENFORCING",
      decisionStrategy: server.decisionStrategy ?? "UNANIMOUS",
      allowRemoteResourceManagement: server.allowRemoteResourceManagement ?? false,
    },
  });
  // The server replaces the settings as a whole; the lists it holds apart are not sent back.
  const save = (values: SettingsFormValues) => {
    const { resources: _resources, policies: _policies, scopes: _scopes, ...settings } = server;
    return update.mutateAsync({
      ...settings,
      ...values,
    } as ResourceServerRepresentation);
  };
  return (
    <EditForm
      form={form}
      save={save}
      isSaving={update.isPending}
      canEdit={canManage}
      savedMessage={t("authorization.settings.saved")}
      saveErrorKey="authorization.settings.saveError"
    >
      <RadioGroupControl<SettingsFormValues>
        name="policyEnforcementMode"
        label={t("authorization.settings.enforcementMode")}
        helperText={t("authorization.settings.enforcementModeHelp")}
        options={enforcementModes.map((mode) => ({
          key: mode,
          value: t(`authorization.settings.enforcementMode.${mode}`),
        }))}
        isDisabled={!canManage}
      />
      <RadioGroupControl<SettingsFormValues>
        name="decisionStrategy"
        label={t("authorization.settings.decisionStrategy")}
        helperText={t("authorization.settings.decisionStrategyHelp")}
        options={decisionStrategies.map((strategy) => ({
          key: strategy,
          value: t(`authorization.settings.decisionStrategy.${strategy}`),
        }))}
        isDisabled={!canManage}
      />
      <SwitchControl<SettingsFormValues>
        name="allowRemoteResourceManagement"
        label={t("authorization.settings.remoteResourceManagement")}
        helperText={t("authorization.settings.remoteResourceManagementHelp")}
        isDisabled={!canManage}
      />
    </EditForm>
  );
}
