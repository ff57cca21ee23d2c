import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  Content,
  Form,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Skeleton,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DialogCloseButton } from "@/shared/ui/dialogs/dialog-close-button";
import { DialogFailure } from "@/shared/ui/dialogs/dialog-failure";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import {
  configFormValues,
  configRepresentation,
  type ConfigFormValue,
} from "@/shared/ui/dynamic/config-values";
import { DynamicFields } from "@/shared/ui/dynamic/dynamic-fields";
import { requiredActionConfigQuery } from "../api/required-action-config-query";
import { useSaveRequiredActionConfig } from "../api/use-save-required-action-config";
import type { RequiredActionRow } from "./required-action-rows";

interface ConfigValues {
  config: Record<string, ConfigFormValue>;
}

export interface RequiredActionConfigDialogProps {
  action: RequiredActionRow;
  /** Without manage-realm the settings show disabled, with nothing to save. */
  canManage: boolean;
  onClose: () => void;
}

/**
 * An action's settings, as the server describes them, in a dialog. They are read when it opens;
 * until then, or when they cannot be read, the dialog says so and offers only to close it.
 */
export function RequiredActionConfigDialog({
  action,
  canManage,
  onClose,
}: RequiredActionConfigDialogProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const id = useId();
  const settings = useQuery(requiredActionConfigQuery(client, realm, action.alias));
  const title = t("authentication.requiredActions.configTitle", { name: action.name });

  if (settings.isSuccess && settings.data.properties.length > 0) {
    if (!canManage)
      return (
        <ConfigView
          title={title}
          properties={settings.data.properties}
          stored={settings.data.config}
          onClose={onClose}
        />
      );
    return (
      <ConfigForm
        action={action}
        title={title}
        properties={settings.data.properties}
        stored={settings.data.config}
        onClose={onClose}
      />
    );
  }
  return (
    <Modal isOpen variant="small" onEscapePress={onClose} aria-labelledby={`${id}-title`}>
      <DialogCloseButton onClose={onClose} />
      <ModalHeader title={title} labelId={`${id}-title`} />
      <ModalBody>
        {settings.isPending && (
          <Skeleton screenreaderText={t("authentication.requiredActions.configLoading")} />
        )}
        {settings.isError && (
          <DialogFailure
            failure={errorMessage(settings.error, t)}
            title={t("authentication.requiredActions.configLoadError")}
          />
        )}
        {settings.isSuccess && (
          <Content component="p">{t("authentication.requiredActions.noConfig")}</Content>
        )}
      </ModalBody>
      <ModalFooter>
        <Button variant="link" onClick={onClose}>
          {t("authentication.requiredActions.close")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}

function ConfigForm({
  action,
  title,
  properties,
  stored,
  onClose,
}: {
  action: RequiredActionRow;
  title: string;
  properties: ConfigPropertyRepresentation[];
  stored: Record<string, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const save = useSaveRequiredActionConfig(action.alias);
  const form = useForm<ConfigValues>({
    defaultValues: { config: configFormValues(stored, properties) },
    mode: "onChange",
  });
  return (
    <FormDialog
      title={title}
      form={form}
      variant="medium"
      submitLabel={t("authentication.requiredActions.save")}
      errorTitle={t("authentication.requiredActions.configSaveError")}
      onSubmit={async (values) => {
        const config = configRepresentation(values.config, properties, "single", stored);
        await save.mutateAsync(
          Object.fromEntries(Object.entries(config).map(([key, value]) => [key, String(value)])),
        );
        addAlert(t("authentication.requiredActions.configSaved", { name: action.name }), "success");
      }}
      onClose={onClose}
    >
      <DynamicFields properties={properties} />
    </FormDialog>
  );
}

/**
 * The same fields as the form, disabled and without save: an administrator who may view the
 * realm reads what the action is set to, which the server shows them but lets them not change.
 */
function ConfigView({
  title,
  properties,
  stored,
  onClose,
}: {
  title: string;
  properties: ConfigPropertyRepresentation[];
  stored: Record<string, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<ConfigValues>({
    defaultValues: { config: configFormValues(stored, properties) },
  });
  return (
    <Modal isOpen variant="medium" onEscapePress={onClose} aria-labelledby={`${id}-title`}>
      <DialogCloseButton onClose={onClose} />
      <ModalHeader title={title} labelId={`${id}-title`} />
      <ModalBody>
        <FormProvider {...form}>
          <Form
            onSubmit={(event) => {
              event.preventDefault();
            }}
          >
            <DynamicFields properties={properties} isDisabled />
          </Form>
        </FormProvider>
      </ModalBody>
      <ModalFooter>
        <Button variant="link" onClick={onClose}>
          {t("authentication.requiredActions.close")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
