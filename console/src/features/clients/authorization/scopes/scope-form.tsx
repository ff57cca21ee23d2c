import type { ScopeRepresentation } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import type { TFunction } from "i18next";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useCanOpenRoute } from "@/shared/access/route-table";
import { useNavigate } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { showOnField, type RefusedField } from "@/shared/api/server-validation";
import {
  authorizationScopeDetailsPath,
  toAuthorizationScopeDetails,
  toAuthorizationTab,
} from "@/shared/paths/client-authorization-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { EditForm } from "@/shared/ui/form/edit-form";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useFormDraft } from "@/shared/ui/form/form-drafts";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { isScopeNameTaken } from "../../api/scope-name-taken";
import { useCreateScope, useUpdateScope } from "../../api/scope-save";
import { scopeFormValues, scopeFromForm, type ScopeFormValues } from "./scope-form-state";

const nameTaken = (t: TFunction): RefusedField<ScopeFormValues> => ({
  name: "name",
  message: t("authorization.scope.nameTaken"),
});

/** Renaming onto a taken name is refused with a conflict. */
function refusedField(error: unknown, t: TFunction): RefusedField<ScopeFormValues> | undefined {
  return errorMessage(error).status === 409 ? nameTaken(t) : undefined;
}

function ScopeFields({ isDisabled }: { isDisabled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <TextControl<ScopeFormValues>
        name="name"
        label={t("authorization.scope.name")}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) => value.trim() !== "" || t("form.required"),
        }}
        isDisabled={isDisabled}
      />
      <TextControl<ScopeFormValues>
        name="displayName"
        label={t("authorization.scope.displayName")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={isDisabled}
      />
      <TextControl<ScopeFormValues>
        name="iconUri"
        label={t("authorization.scope.iconUri")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={isDisabled}
      />
    </>
  );
}

/**
 * Creates an authorization scope, then opens it, or returns to the list where the administrator
 * may not open a scope (manage-authorization alone creates one, while the specification opens a
 * scope's page only with manage-clients or view-authorization); a taken name is said on the name
 * field.
 */
export function NewScopeForm({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const create = useCreateScope(clientId);
  const canOpenScope = useCanOpenRoute(authorizationScopeDetailsPath);
  const form = useForm<ScopeFormValues>({ defaultValues: scopeFormValues(), mode: "onChange" });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  const draft = useFormDraft(form);

  const save = async (values: ScopeFormValues) => {
    const scope = scopeFromForm(values);
    try {
      if (await isScopeNameTaken(client, realm, clientId, scope.name ?? "")) {
        showOnField(form.setError, nameTaken(t));
        return;
      }
      const scopeId = await create.mutateAsync(scope);
      draft.clear();
      addAlert(t("authorization.scope.created", { name: scope.name }), "success");
      allowNavigation();
      void navigate(
        canOpenScope
          ? toAuthorizationScopeDetails({ realm, id: clientId, scopeId })
          : toAuthorizationTab({ realm, clientId, tab: "scopes" }),
      );
    } catch (error) {
      if (!showOnField(form.setError, refusedField(error, t)))
        addError("authorization.scope.createError", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        {draft.notice}
        <ScopeFields isDisabled={false} />
        <FormActions
          saveLabel={t("authorization.scope.create")}
          isLoading={create.isPending}
          onCancel={() => {
            void navigate(toAuthorizationTab({ realm, clientId, tab: "scopes" }));
          }}
        />
      </Form>
    </FormProvider>
  );
}

/** A saved authorization scope; read-only without a manage right. Remount after a save. */
export function ScopeEditForm({
  clientId,
  scope,
  canManage,
}: {
  clientId: string;
  scope: ScopeRepresentation;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateScope(clientId, scope.id ?? "");
  const form = useForm<ScopeFormValues>({
    defaultValues: scopeFormValues(scope),
    mode: "onChange",
  });
  const save = async (values: ScopeFormValues) => {
    try {
      await update.mutateAsync(scopeFromForm(values, scope));
    } catch (error) {
      showOnField(form.setError, refusedField(error, t));
      throw error;
    }
  };
  return (
    <EditForm
      form={form}
      save={save}
      isSaving={update.isPending}
      canEdit={canManage}
      savedMessage={t("authorization.scope.saved")}
      saveErrorKey="authorization.scope.saveError"
    >
      <ScopeFields isDisabled={!canManage} />
    </EditForm>
  );
}
