import type { UserRepresentation } from "@gatehouse/admin-client";
import { Form, FormGroup, TextInput } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { applyServerErrors } from "@/shared/api/server-validation";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { CopyInput } from "@/shared/ui/copy/copy-input";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useFormatDateTime } from "@/shared/ui/time/format-date-time";
import type { UserFormValues } from "@/shared/ui/user-profile/user-form-state";
import { useRealmLocales } from "@/shared/ui/user-profile/use-realm-locales";
import { UserProfileFields } from "@/shared/ui/user-profile/user-profile-fields";
import { useUpdateUser } from "../api/use-update-user";
import { updatedUserFrom, userDetailsFormValues } from "../form-state";
import { useCanManageUser } from "../use-can-manage-user";
import { AccountFields } from "./account-fields";
import { FederationLinkField } from "./federation-link-field";

/** The details tab: read-only facts, then the editable profile, switches and required actions. */
export function UserDetailsForm({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const { addAlert, addError } = useAlerts();
  const locales = useRealmLocales();
  const updateUser = useUpdateUser(user.id ?? "");
  const form = useForm<UserFormValues>({
    defaultValues: userDetailsFormValues(user),
    mode: "onChange",
  });
  const { prompt } = useUnsavedChangesGuard(form.formState.isDirty);
  const readOnly = !useCanManageUser(user);

  const save = async (values: UserFormValues) => {
    try {
      await updateUser.mutateAsync(updatedUserFrom(values, user));
      addAlert(t("users.details.saved"), "success");
    } catch (error) {
      if (!applyServerErrors(error, form.setError, { t }))
        addError("users.details.saveError", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        <FormGroup label={t("users.details.id")} fieldId="user-id">
          <CopyInput id="user-id" value={user.id ?? ""} />
        </FormGroup>
        {user.createdTimestamp !== undefined && (
          <FormGroup label={t("users.created")} fieldId="user-created">
            <TextInput id="user-created" value={formatDateTime(user.createdTimestamp)} readOnly />
          </FormGroup>
        )}
        {user.federationLink !== undefined && user.federationLink !== "" && (
          <FederationLinkField user={user} />
        )}
        <AccountFields isDisabled={readOnly} current={user.requiredActions ?? []} />
        <UserProfileFields
          metadata={user.userProfileMetadata ?? {}}
          isDisabled={readOnly}
          {...(locales !== undefined && { locales })}
        />
        {!readOnly && (
          <FormActions
            isLoading={updateUser.isPending}
            onRevert={() => {
              form.reset();
            }}
          />
        )}
      </Form>
    </FormProvider>
  );
}
