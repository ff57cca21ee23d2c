import type { ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { Content, Form } from "@patternfly/react-core";
import { useEffect, useEffectEvent } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { translateServerLabel } from "@/shared/lib/server-text";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import type { ConfigFormValue } from "@/shared/ui/dynamic/config-values";
import { DynamicFields } from "@/shared/ui/dynamic/dynamic-fields";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { SelectControl } from "@/shared/ui/form/select-control";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { providerConfigFormValues, providerConfigFromForm } from "../client-policies-state";

interface ProviderConfigValues {
  type: string;
  config: Record<string, ConfigFormValue>;
}

export interface ProviderConfigFormProps {
  kind: "executors" | "conditions";
  /** The types the server offers (server info component types). */
  types: readonly ComponentTypeRepresentation[];
  /** The stored executor or condition; absent when adding one. */
  current?: { type: string; configuration: Record<string, unknown> };
  canEdit: boolean;
  /** Stores the type and its configuration; rejects when the server refuses them. */
  save: (type: string, configuration: Record<string, unknown>) => Promise<unknown>;
  isSaving: boolean;
  /** The profile or policy page, where a save and Cancel lead. */
  backTo: string;
}

/**
 * An executor of a client profile or a condition of a client policy: its type, chosen when it is
 * added, and the settings that type describes. A failed save keeps what was typed.
 */
export function ProviderConfigForm({
  kind,
  types,
  current,
  canEdit,
  save,
  isSaving,
  backTo,
}: ProviderConfigFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const propertiesOf = (type: string) => types.find((entry) => entry.id === type)?.properties ?? [];
  const form = useForm<ProviderConfigValues>({
    defaultValues: {
      type: current?.type ?? "",
      config: providerConfigFormValues(current?.configuration, propertiesOf(current?.type ?? "")),
    },
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);
  const type = useWatch({ control: form.control, name: "type" });
  const chosen = types.find((entry) => entry.id === type);
  // A type chosen for a new entry starts from that type's defaults, not the previous type's fields.
  const startFromDefaults = useEffectEvent((chosenType: string) => {
    if (current !== undefined || chosenType === "") return;
    form.setValue("config", providerConfigFormValues(undefined, propertiesOf(chosenType)));
  });
  useEffect(() => {
    startFromDefaults(type);
  }, [type]);

  const submit = async (values: ProviderConfigValues) => {
    const configuration = providerConfigFromForm(
      values.config,
      propertiesOf(values.type),
      current?.type === values.type ? current.configuration : {},
    );
    try {
      await save(values.type, configuration);
    } catch (error) {
      addError(`realmSettings.clientPolicies.${kind}.saveError`, error);
      return;
    }
    draft.clear();
    addAlert(t(`realmSettings.clientPolicies.${kind}.saved`, { type: values.type }), "success");
    allowNavigation();
    void navigate(backTo);
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(submit)(event)} isWidthLimited>
        {draft.notice}
        <SelectControl<ProviderConfigValues>
          name="type"
          label={t(`realmSettings.clientPolicies.${kind}.type`)}
          options={types.map((entry) => entry.id)}
          rules={{ required: true }}
          isDisabled={current !== undefined || !canEdit}
        />
        {chosen?.helpText !== undefined && (
          <Content component="p">{translateServerLabel(chosen.helpText, t)}</Content>
        )}
        {chosen !== undefined && (
          <DynamicFields
            key={chosen.id}
            properties={chosen.properties ?? []}
            isDisabled={!canEdit}
          />
        )}
        {canEdit && (
          <FormActions
            isLoading={isSaving}
            {...(current === undefined && {
              saveLabel: t("realmSettings.clientPolicies.add"),
            })}
            onCancel={() => {
              void navigate(backTo);
            }}
          />
        )}
      </Form>
    </FormProvider>
  );
}
