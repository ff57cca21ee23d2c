import { Alert, Form, PageSection, Skeleton, Stack, StackItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { EditForm } from "@/shared/ui/form/edit-form";
import type { ClientTabProps } from "../api/client-query";
import {
  clientAuthenticatorsQuery,
  type ClientAuthenticator,
} from "../api/credentials-authenticators-query";
import { useUpdateClient } from "../api/use-update-client";
import { AuthenticatorFields } from "./authenticator-fields";
import { ClientSecretSection } from "./client-secret-section";
import {
  clientWithCredentials,
  credentialsFormValues,
  type CredentialsFormValues,
} from "./credentials-form-state";
import { RegistrationTokenSection } from "./registration-token-section";
import { useCanManageClient } from "../use-can-manage-client";

function AuthenticatorForm({
  client,
  authenticators,
  canManage,
}: ClientTabProps & { authenticators: readonly ClientAuthenticator[]; canManage: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateClient();
  const form = useForm<CredentialsFormValues>({
    defaultValues: credentialsFormValues(client),
    mode: "onChange",
  });
  return (
    <EditForm
      form={form}
      save={(values) => update.mutateAsync(clientWithCredentials(client, values))}
      isSaving={update.isPending}
      canEdit={canManage}
      savedMessage={t("clientCredentials.saved")}
      saveErrorKey="clientCredentials.saveError"
    >
      <AuthenticatorFields
        clientId={client.id}
        authenticators={authenticators}
        savedType={client.clientAuthenticatorType ?? ""}
        isDisabled={!canManage}
      />
    </EditForm>
  );
}

/**
 * How a confidential client proves who it is: the authenticator and its settings, the secret
 * (with the rotated one while secret rotation keeps it valid) and the registration access token.
 * Read-only, with no actions, for administrators who may not manage clients.
 */
export function ClientCredentialsTab({ client }: ClientTabProps) {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const canManage = useCanManageClient(client, "configure");
  const authenticators = useQuery(clientAuthenticatorsQuery(adminClient, realm));
  const usesSecret =
    authenticators.data?.find(({ id }) => id === client.clientAuthenticatorType)?.supportsSecret ??
    false;

  return (
    <PageSection>
      <Stack hasGutter>
        <StackItem>
          {authenticators.isPending ? (
            <Skeleton screenreaderText={t("clientCredentials.loading")} />
          ) : authenticators.isError ? (
            <Alert isInline variant="danger" title={t("clientCredentials.authenticatorsError")}>
              {errorMessage(authenticators.error, t).message}
            </Alert>
          ) : (
            // Remounted when the client reloads, so the form starts from what the server holds.
            <AuthenticatorForm
              key={JSON.stringify(credentialsFormValues(client))}
              client={client}
              authenticators={authenticators.data}
              canManage={canManage}
            />
          )}
        </StackItem>
        <StackItem>
          <Form
            isWidthLimited
            onSubmit={(event) => {
              event.preventDefault();
            }}
          >
            {usesSecret && <ClientSecretSection client={client} canManage={canManage} />}
            {canManage && <RegistrationTokenSection client={client} />}
          </Form>
        </StackItem>
      </Stack>
    </PageSection>
  );
}
