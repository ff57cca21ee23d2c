import type {
  AuthenticatorConfigInfoRepresentation,
  AuthenticatorConfigRepresentation,
} from "@gatehouse/admin-client";
import { Modal, ModalBody, ModalHeader, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { translateServerLabel } from "@/shared/lib/server-text";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";
import { DialogFailure } from "@/shared/ui/dialogs/dialog-failure";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { DynamicFields } from "@/shared/ui/dynamic/dynamic-fields";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import { configDescriptionQuery, configQuery } from "../api/flow-editor/config-query";
import { useSaveConfig } from "../api/flow-editor/use-save-config";
import { configFormState, configFromForm, type ConfigValues } from "./config-form-state";
import type { ExecutionRow } from "./execution-tree";

/**
 * Configures a step: a name for the configuration and the settings the step's provider
 * describes. Opens on the stored configuration when the step has one.
 */
export function ConfigDialog({ row, onClose }: { row: ExecutionRow; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const id = useId();
  const providerId = row.execution.providerId ?? "";
  const configId = row.execution.authenticationConfig;
  const description = useQuery(configDescriptionQuery(client, realm, providerId));
  const stored = useQuery({
    ...configQuery(client, realm, configId ?? ""),
    enabled: configId !== undefined,
  });
  // The step by what it is (its provider's name), not by the alias of the configuration being edited.
  const title = t("authentication.flowEditor.config.title", {
    name: row.execution.displayName ?? row.name,
  });

  const error = description.error ?? stored.error;
  if (description.data !== undefined && (configId === undefined || stored.data !== undefined))
    return (
      <ConfigForm
        row={row}
        title={title}
        info={description.data}
        stored={configId === undefined ? undefined : stored.data}
        onClose={onClose}
      />
    );
  return (
    <Modal isOpen variant="medium" onEscapePress={onClose} aria-labelledby={`${id}-title`}>
      <DialogCloseButton onClose={onClose} />
      <ModalHeader title={title} labelId={`${id}-title`} />
      <ModalBody>
        {error === null ? (
          <Skeleton screenreaderText={t("authentication.flowEditor.config.loading")} />
        ) : (
          <DialogFailure
            failure={errorMessage(error, t)}
            title={t("authentication.flowEditor.config.loadFailed")}
          />
        )}
      </ModalBody>
    </Modal>
  );
}

function ConfigForm({
  row,
  title,
  info,
  stored,
  onClose,
}: {
  row: ExecutionRow;
  title: string;
  info: AuthenticatorConfigInfoRepresentation;
  stored: AuthenticatorConfigRepresentation | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const save = useSaveConfig();
  const properties = info.properties ?? [];
  const form = useForm<ConfigValues>({
    mode: "onTouched",
    defaultValues: configFormState(stored, properties),
  });
  return (
    <FormDialog<ConfigValues>
      title={title}
      description={
        info.helpText
          ? translateServerLabel(info.helpText, t)
          : t("authentication.flowEditor.config.description")
      }
      form={form}
      variant="medium"
      submitLabel={t("authentication.flowEditor.config.save")}
      onSubmit={async (values) => {
        await save.mutateAsync({
          executionId: row.id,
          config: configFromForm(values, properties, stored),
        });
        addAlert(t("authentication.flowEditor.config.saved", { name: row.name }), "success");
      }}
      onClose={onClose}
    >
      <TextControl<ConfigValues>
        name="name"
        label={t("authentication.flowEditor.config.alias")}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: {
            blank: (value) =>
              (typeof value === "string" && value.trim() !== "") || t("form.required"),
          },
        }}
      />
      <DynamicFields properties={properties} />
    </FormDialog>
  );
}
