import type { UserProfileMetadata } from "@gatehouse/admin-client";
import { Form, FormGroup } from "@patternfly/react-core";
import { FormProvider, useController, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useRealm } from "@/shared/api/realm";
import { applyServerErrors } from "@/shared/api/server-validation";
import { GroupPicker } from "@/shared/group-picker/group-picker";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useRealmLocales } from "@/shared/ui/user-profile/use-realm-locales";
import { UserProfileFields } from "@/shared/ui/user-profile/user-profile-fields";
import { useCreateUser } from "../api/use-create-user";
import { newUserFormValues, newUserFrom, type NewUserFormValues } from "../form-state";
import { toUser, toUsers } from "@/shared/paths/user-paths";
import { AccountFields } from "./account-fields";

/** The create form. A failed save keeps every typed value and puts the server's errors on their fields. */
export function AddUserForm({ metadata }: { metadata: UserProfileMetadata }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const access = useAccess();
  const { addAlert, addError } = useAlerts();
  const locales = useRealmLocales();
  const createUser = useCreateUser();
  const form = useForm<NewUserFormValues>({
    defaultValues: newUserFormValues(metadata),
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);

  const save = async (values: NewUserFormValues) => {
    try {
      const id = await createUser.mutateAsync(newUserFrom(values));
      addAlert(t("users.addUser.success"), "success");
      allowNavigation();
      void navigate(toUser({ realm, id }));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, { t })) addError("users.addUser.error", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        <AccountFields />
        <UserProfileFields metadata={metadata} {...(locales !== undefined && { locales })} />
        {access.hasAccess("query-groups") && <JoinGroupsField />}
        <FormActions
          saveLabel={t("users.addUser.create")}
          allowUnchanged
          isLoading={createUser.isPending}
          onCancel={() => {
            void navigate(toUsers({ realm }));
          }}
        />
      </Form>
    </FormProvider>
  );
}

function JoinGroupsField() {
  const { t } = useTranslation();
  const { field } = useController<NewUserFormValues, "joinGroups">({ name: "joinGroups" });
  return (
    <FormGroup label={t("users.joinGroups")} role="group" fieldId="join-groups">
      <GroupPicker
        label={t("users.joinGroups")}
        mode="multiple"
        selected={field.value}
        onChange={field.onChange}
      />
    </FormGroup>
  );
}
