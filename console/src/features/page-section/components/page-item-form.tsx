import type {
  ComponentRepresentation,
  ComponentTypeInfoRepresentation,
} from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { applyComponentErrors } from "@/shared/api/server-validation";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DynamicFields } from "@/shared/ui/dynamic/dynamic-fields";
import { FormActions } from "@/shared/ui/form/form-actions";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useCreatePageItem } from "../api/use-create-page-item";
import { useUpdatePageItem } from "../api/use-update-page-item";
import { pageItemFormValues, pageItemFromForm, type PageItemFormValues } from "../form-state";
import { toPageItem, toPageSection } from "../paths";

export interface PageItemFormProps {
  provider: ComponentTypeInfoRepresentation;
  /** The stored item; absent on the add page. */
  item?: ComponentRepresentation;
}

/**
 * The name and the provider's settings of one item, as a form generated from the provider's
 * properties. A failed save keeps every typed value and shows the server's reason.
 */
export function PageItemForm({ provider, item }: PageItemFormProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  const realmRepresentation = useRealmRepresentation();
  const navigate = useNavigate();
  const access = useAccess();
  const { addAlert, addError } = useAlerts();
  const properties = provider.properties ?? [];
  const isNew = item?.id === undefined;
  const create = useCreatePageItem();
  const update = useUpdatePageItem(item?.id ?? "");
  const form = useForm<PageItemFormValues>({
    defaultValues: pageItemFormValues(item, properties),
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const readOnly = !access.hasAccess("manage-realm");
  const listPath = toPageSection({ realm, providerId: provider.id });

  const save = async (values: PageItemFormValues) => {
    const component = pageItemFromForm(values, properties, {
      providerId: provider.id,
      parentId: realmRepresentation?.id ?? realm,
      ...(item === undefined ? {} : { original: item }),
    });
    try {
      if (isNew) {
        const id = await create.mutateAsync(component);
        addAlert(t("pageSection.add.success", { name: component.name }), "success");
        allowNavigation();
        void navigate(toPageItem({ realm, providerId: provider.id, id }));
      } else {
        await update.mutateAsync(component);
        addAlert(t("pageSection.details.saved", { name: component.name }), "success");
      }
    } catch (error) {
      if (!applyComponentErrors(error, form.setError, properties, t))
        addError(isNew ? "pageSection.add.error" : "pageSection.details.saveError", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        <TextControl
          name="name"
          label={t("pageSection.name")}
          rules={{
            required: true,
            maxLength: storedTextLimit,
            validate: (value: unknown) => String(value).trim() !== "" || t("form.required"),
          }}
          isDisabled={readOnly}
        />
        <DynamicFields properties={properties} isDisabled={readOnly} />
        {!readOnly && (
          <FormActions
            saveLabel={isNew ? t("pageSection.add.create") : undefined}
            isLoading={create.isPending || update.isPending}
            {...(isNew
              ? {
                  onCancel: () => {
                    void navigate(listPath);
                  },
                }
              : {
                  onRevert: () => {
                    form.reset();
                  },
                })}
          />
        )}
      </Form>
    </FormProvider>
  );
}
