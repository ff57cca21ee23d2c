import type { UserProfileAttribute, UserProfileConfig } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useUpdateUserProfile } from "../api/use-update-user-profile";
import { toUserProfileTab } from "../paths";
import {
  attributeFormValues,
  attributeFromForm,
  newAttributeFormValues,
  withAddedAttribute,
  withChangedAttribute,
  type AttributeFormValues,
} from "./attribute-form-state";
import { AttributeFields } from "./attribute-fields";

/**
 * Creates an attribute (`existing` left out) or changes one. A new attribute's save goes back to
 * the attributes, a changed one's stays; a refused save keeps everything typed and says why.
 */
export function AttributeForm({
  config,
  existing,
}: {
  config: UserProfileConfig;
  existing?: UserProfileAttribute;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const update = useUpdateUserProfile();
  const isNew = existing === undefined;
  const form = useForm<AttributeFormValues>({
    defaultValues: isNew ? newAttributeFormValues() : attributeFormValues(existing),
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);
  const toList = () => toUserProfileTab({ realm, tab: "attributes" });

  const save = async (values: AttributeFormValues) => {
    const attribute = attributeFromForm(values, existing);
    try {
      await update.mutateAsync((stored) =>
        isNew
          ? withAddedAttribute(stored, attribute)
          : withChangedAttribute(stored, existing.name ?? "", attribute),
      );
    } catch (error) {
      addError("realmSettings.userProfile.attributeSaveError", error);
      return;
    }
    draft.clear();
    if (!isNew) {
      // An edited attribute stays open, now as saved.
      form.reset(values);
      addAlert(t("realmSettings.userProfile.attributeSaved", { name: attribute.name }), "success");
      return;
    }
    addAlert(t("realmSettings.userProfile.attributeCreated", { name: attribute.name }), "success");
    allowNavigation();
    void navigate(toList());
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        {draft.notice}
        <AttributeFields
          isNew={isNew}
          groups={(config.groups ?? []).flatMap((group) => group.name ?? [])}
          takenNames={(config.attributes ?? []).flatMap((attribute) => attribute.name ?? [])}
        />
        <FormActions
          saveLabel={
            isNew ? t("realmSettings.userProfile.create") : t("realmSettings.userProfile.save")
          }
          isLoading={update.isPending}
          onCancel={() => {
            void navigate(toList());
          }}
        />
      </Form>
    </FormProvider>
  );
}
