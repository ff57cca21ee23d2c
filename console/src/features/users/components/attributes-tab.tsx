import type { UserRepresentation } from "@gatehouse/admin-client";
import { Alert, Form, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import {
  keyValueToMap,
  mapToKeyValue,
  type KeyValue,
  type MultiValueMap,
} from "@/shared/lib/key-value";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { KeyValueControl } from "@/shared/ui/form/key-value-control";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { unmanagedAttributesQuery } from "../api/unmanaged-attributes-query";
import { useSaveUnmanagedAttributes } from "../api/use-save-unmanaged-attributes";
import type { UnmanagedAccess } from "../unmanaged-attributes";
import { useCanManageUser } from "../use-can-manage-user";

interface AttributesFormValues {
  attributes: KeyValue[];
}

/** The user's attributes the user profile does not declare, editable unless the policy or rights say no. */
export function AttributesTab({
  user,
  policy,
}: {
  user: UserRepresentation;
  policy: UnmanagedAccess;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const attributes = useQuery(unmanagedAttributesQuery(client, realm, user.id ?? ""));

  if (attributes.isPending) return <Skeleton screenreaderText={t("users.attributes.loading")} />;
  if (attributes.isError) {
    return (
      <Alert variant="danger" isInline title={t("users.attributes.loadError")}>
        {errorMessage(attributes.error).message}
      </Alert>
    );
  }
  return (
    // Start again from what the server holds after each save.
    <AttributesForm
      key={JSON.stringify(attributes.data)}
      user={user}
      stored={attributes.data}
      policy={policy}
    />
  );
}

function AttributesForm({
  user,
  stored,
  policy,
}: {
  user: UserRepresentation;
  stored: MultiValueMap;
  policy: UnmanagedAccess;
}) {
  const { t } = useTranslation();
  const canManage = useCanManageUser(user);
  const { addAlert, addError } = useAlerts();
  const save = useSaveUnmanagedAttributes(user);
  const form = useForm<AttributesFormValues>({
    defaultValues: { attributes: mapToKeyValue(stored) },
  });
  const { prompt } = useUnsavedChangesGuard(form.formState.isDirty);
  const readOnly = policy !== "edit" || !canManage;

  const submit = async (values: AttributesFormValues) => {
    try {
      // A failed save leaves the form as typed; a successful one reloads it from the server.
      await save.mutateAsync({ previous: stored, next: keyValueToMap(values.attributes) });
      addAlert(t("users.attributes.saved"), "success");
    } catch (error) {
      addError("users.attributes.saveError", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(submit)(event)} isWidthLimited>
        {policy === "view" && (
          <Alert variant="info" isInline isPlain title={t("users.attributes.viewOnly")} />
        )}
        <KeyValueControl<AttributesFormValues>
          name="attributes"
          label={t("users.attributes.label")}
          keyLabel={t("users.attributes.key")}
          valueLabel={t("users.attributes.value")}
          addLabel={t("users.attributes.add")}
          isDisabled={readOnly}
        />
        {!readOnly && (
          <FormActions
            isLoading={save.isPending}
            onRevert={() => {
              form.reset();
            }}
          />
        )}
      </Form>
    </FormProvider>
  );
}
