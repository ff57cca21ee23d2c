import type { UserProfileConfig, UserProfileGroup } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { KeyValueControl } from "@/shared/ui/form/key-value-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useUpdateUserProfile } from "../api/use-update-user-profile";
import { toUserProfileTab } from "../paths";
import { attributeNamePattern } from "./attribute-form-state";
import {
  groupFormValues,
  groupFromForm,
  newGroupFormValues,
  withGroup,
  type GroupFormValues,
} from "./group-form-state";

/**
 * Creates an attribute group (`existing` left out) or changes one; read-only without
 * manage-realm. Its name is fixed once made, since attributes refer to it by name.
 */
export function GroupForm({
  config,
  existing,
}: {
  config: UserProfileConfig;
  existing?: UserProfileGroup;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const canManage = useAccess().hasAccess("manage-realm");
  const { addAlert, addError } = useAlerts();
  const update = useUpdateUserProfile();
  const isNew = existing === undefined;
  const form = useForm<GroupFormValues>({
    defaultValues: isNew ? newGroupFormValues() : groupFormValues(existing),
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);
  const taken = (config.groups ?? []).flatMap((group) => group.name ?? []);
  const toList = () => toUserProfileTab({ realm, tab: "attributes-group" });

  const save = async (values: GroupFormValues) => {
    const group = groupFromForm(values, existing);
    try {
      await update.mutateAsync((stored) => withGroup(stored, existing?.name, group));
    } catch (error) {
      addError("realmSettings.userProfile.groupSaveError", error);
      return;
    }
    draft.clear();
    addAlert(t("realmSettings.userProfile.groupSaved", { name: group.name }), "success");
    allowNavigation();
    void navigate(toList());
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        {draft.notice}
        <TextControl
          name="name"
          label={t("realmSettings.userProfile.groupName")}
          labelIcon={t("realmSettings.userProfile.groupNameHelp")}
          isDisabled={!isNew || !canManage}
          rules={{
            required: true,
            maxLength: storedTextLimit,
            pattern: {
              value: attributeNamePattern,
              message: t("realmSettings.userProfile.nameInvalid"),
            },
            validate: (value) =>
              !isNew ||
              !taken.includes(String(value).trim()) ||
              t("realmSettings.userProfile.groupTaken"),
          }}
        />
        <TextControl
          name="displayHeader"
          label={t("realmSettings.userProfile.displayHeader")}
          labelIcon={t("realmSettings.userProfile.displayHeaderHelp")}
          isDisabled={!canManage}
          rules={{ maxLength: storedTextLimit }}
        />
        <TextControl
          name="displayDescription"
          label={t("realmSettings.userProfile.displayDescription")}
          labelIcon={t("realmSettings.userProfile.displayDescriptionHelp")}
          isDisabled={!canManage}
          rules={{ maxLength: storedTextLimit }}
        />
        <KeyValueControl
          name="annotations"
          label={t("realmSettings.userProfile.annotations")}
          addLabel={t("realmSettings.userProfile.addAnnotation")}
          emptyText={t("realmSettings.userProfile.noAnnotations")}
          keyMaxLength={storedTextLimit}
          isDisabled={!canManage}
        />
        {canManage ? (
          <FormActions
            saveLabel={
              isNew ? t("realmSettings.userProfile.create") : t("realmSettings.userProfile.save")
            }
            isLoading={update.isPending}
            onCancel={() => {
              void navigate(toList());
            }}
          />
        ) : null}
      </Form>
    </FormProvider>
  );
}
