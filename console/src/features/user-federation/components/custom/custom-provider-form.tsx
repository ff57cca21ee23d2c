import type { ComponentRepresentation, ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { FormSection } from "@patternfly/react-core";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { DynamicFields } from "@/shared/ui/dynamic/dynamic-fields";
import { CachePolicyFields } from "../cache-policy-fields";
import { ProviderNameFields, ProviderPriorityField } from "../common-provider-fields";
import { ProviderForm } from "../provider-form";
import {
  customFormValues,
  customFromForm,
  ownProperties,
  type CustomProviderFormValues,
} from "./custom-form-state";

/**
 * A custom provider's form: name, on and priority, the settings the server describes for the
 * provider's kind, and the cache policy.
 */
export function CustomProviderForm({
  type,
  stored,
  canManage,
}: {
  /** The server's description of the provider's kind. */
  type: ComponentTypeRepresentation;
  stored?: ComponentRepresentation | undefined;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const properties = type.properties ?? [];
  const form = useForm<CustomProviderFormValues>({
    defaultValues: customFormValues(stored, properties, type.id),
    mode: "onChange",
  });
  return (
    <ProviderForm
      form={form}
      stored={stored}
      toComponent={(values) => customFromForm(values, properties, type.id, stored)}
      properties={properties}
      canManage={canManage}
    >
      <FormSection title={t("userFederation.custom.settingsSection")} titleElement="h2">
        <ProviderNameFields id={stored?.id} readOnly={!canManage} />
        <ProviderPriorityField readOnly={!canManage} />
        <DynamicFields properties={ownProperties(properties)} isDisabled={!canManage} />
      </FormSection>
      <FormSection title={t("userFederation.cache.section")} titleElement="h2">
        <CachePolicyFields readOnly={!canManage} />
      </FormSection>
    </ProviderForm>
  );
}
