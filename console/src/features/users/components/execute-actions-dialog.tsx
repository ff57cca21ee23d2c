import type { UserRepresentation } from "@gatehouse/admin-client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { FormField } from "@/shared/ui/form/form-field";
import { SelectControl } from "@/shared/ui/form/select-control";
import { TextControl } from "@/shared/ui/form/text-control";
import type { ControlProps } from "@/shared/ui/form/use-form-control";
import { TimeSelector } from "@/shared/ui/time/time-selector";
import { requiredActionsQuery } from "../api/required-actions-query";
import { clientSearchQuery } from "@/shared/api/client-search-query";
import { useExecuteActionsEmail } from "../api/use-execute-actions-email";

export interface ExecuteActionsValues {
  actions: string[];
  lifespan: number | undefined;
  redirectUri: string;
  clientId: string;
}

/** How long the link stays valid unless the administrator says otherwise: 12 hours. */
export const defaultLifespan = 12 * 60 * 60;

/** A client id field whose options are the realm's clients, searched on the server as the user types. */
function ClientIdControl(props: ControlProps<ExecuteActionsValues, "clientId">) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  // The select control reports the typed text once typing pauses.
  const [search, setSearch] = useState("");
  const clients = useQuery({
    ...clientSearchQuery(client, realm, search),
    placeholderData: keepPreviousData,
  });
  return (
    <SelectControl<ExecuteActionsValues, "clientId">
      {...props}
      options={(clients.data ?? []).map((candidate) => candidate.clientId ?? "")}
      placeholder={t("users.executeActions.clientPlaceholder")}
      onSearch={(text) => {
        setSearch(text.trim());
      }}
      isSearching={clients.isFetching}
    />
  );
}

/** What the request carries: optional fields left out when empty. */
export function executeActionsRequest({
  actions,
  lifespan,
  redirectUri,
  clientId,
}: ExecuteActionsValues) {
  return {
    actions,
    lifespan: lifespan ?? defaultLifespan,
    ...(redirectUri.trim() !== "" && { redirectUri: redirectUri.trim() }),
    ...(clientId.trim() !== "" && { clientId: clientId.trim() }),
  };
}

/**
 * Sends the user an e-mail with a link through the chosen required actions (update the password,
 * configure OTP…), valid for a chosen time and optionally leading to a client afterwards.
 */
export function ExecuteActionsDialog({
  user,
  initialActions = [],
  onClose,
}: {
  user: UserRepresentation;
  /** Actions chosen when the dialog opens, e.g. updating the password. */
  initialActions?: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const send = useExecuteActionsEmail(user.id ?? "");
  const requiredActions = useQuery(requiredActionsQuery(client, realm));
  const form = useForm<ExecuteActionsValues>({
    defaultValues: {
      actions: initialActions,
      lifespan: defaultLifespan,
      redirectUri: "",
      clientId: "",
    },
    mode: "onChange",
  });

  return (
    <FormDialog<ExecuteActionsValues>
      title={t("users.executeActions.title")}
      description={t("users.executeActions.description", { email: user.email })}
      variant="medium"
      form={form}
      submitLabel={t("users.executeActions.send")}
      cancelLabel={t("users.cancel")}
      isSubmitDisabled={!form.formState.isValid}
      errorTitle={t("users.executeActions.error")}
      // The server answers 500 when it cannot send mail at all, mostly for want of SMTP settings.
      errorHint={(failure) =>
        failure.status !== undefined &&
        failure.status >= 500 && <p>{t("users.executeActions.smtpHint")}</p>
      }
      onSubmit={async (values) => {
        await send.mutateAsync(executeActionsRequest(values));
        addAlert(t("users.executeActions.sent", { email: user.email }), "success");
      }}
      onClose={onClose}
    >
      <SelectControl<ExecuteActionsValues, "actions">
        name="actions"
        id={`${id}-actions`}
        label={t("users.executeActions.actions")}
        variant="multi"
        options={requiredActions.data ?? []}
        placeholder={t("users.executeActions.actionsPlaceholder")}
        rules={{
          validate: (chosen) => chosen.length > 0 || t("users.executeActions.actionsRequired"),
        }}
      />
      <Controller
        name="lifespan"
        control={form.control}
        rules={{ validate: (lifespan) => lifespan !== undefined && lifespan > 0 }}
        render={({ field }) => (
          <FormField id={`${id}-lifespan`} label={t("users.executeActions.lifespan")}>
            <TimeSelector
              id={`${id}-lifespan`}
              value={field.value}
              onChange={field.onChange}
              aria-label={t("users.executeActions.lifespan")}
              min={60}
            />
          </FormField>
        )}
      />
      <ClientIdControl
        name="clientId"
        id={`${id}-client`}
        label={t("users.executeActions.clientId")}
        helperText={t("users.executeActions.clientIdHelp")}
        rules={{ deps: ["redirectUri"] }}
      />
      <TextControl<ExecuteActionsValues, "redirectUri">
        name="redirectUri"
        id={`${id}-redirect`}
        label={t("users.executeActions.redirectUri")}
        type="url"
        helperText={t("users.executeActions.redirectUriHelp")}
        rules={{
          validate: (redirect, values) =>
            redirect.trim() === "" ||
            values.clientId.trim() !== "" ||
            t("users.executeActions.redirectNeedsClient"),
        }}
      />
    </FormDialog>
  );
}
