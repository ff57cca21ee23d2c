import { Form, FormSection, Stack, StackItem } from "@patternfly/react-core";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EditForm } from "@/shared/ui/form/edit-form";
import { isHttpUrl } from "@/shared/ui/form/rules";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import type { LoadedClient } from "../api/client-query";
import { keyTextFormats } from "../api/keys-import";
import { useUpdateClient } from "../api/use-update-client";
import { CertificateActions } from "./certificate-actions";
import { CertificateView } from "./certificate-view";
import { clientWithOidcKeys, oidcKeysFormValues, type OidcKeysFormValues } from "./keys-form-state";

function OidcKeysForm({ client, canManage }: { client: LoadedClient; canManage: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateClient();
  const form = useForm<OidcKeysFormValues>({
    defaultValues: oidcKeysFormValues(client),
    mode: "onChange",
  });
  const useJwksUrl = useWatch({ control: form.control, name: "useJwksUrl" });
  return (
    <EditForm
      form={form}
      save={(values) => update.mutateAsync(clientWithOidcKeys(client, values))}
      isSaving={update.isPending}
      canEdit={canManage}
      savedMessage={t("clientKeys.saved")}
      saveErrorKey="clientKeys.saveError"
    >
      <SwitchControl<OidcKeysFormValues, "useJwksUrl">
        name="useJwksUrl"
        label={t("clientKeys.useJwksUrl")}
        labelIcon={t("clientKeys.useJwksUrlHelp")}
        isDisabled={!canManage}
      />
      {useJwksUrl && (
        <TextControl<OidcKeysFormValues, "jwksUrl">
          name="jwksUrl"
          label={t("clientKeys.jwksUrl")}
          type="url"
          isDisabled={!canManage}
          rules={{
            required: true,
            validate: (value) => isHttpUrl(value) || t("clientKeys.jwksUrlInvalid"),
          }}
        />
      )}
    </EditForm>
  );
}

/**
 * The keys of an OpenID Connect client that signs JWTs with its own key pair: where the server
 * finds the public key (the client's JWKS URL), or the certificate it keeps for the client, with
 * generate, import and generate-and-download.
 */
export function OidcKeys({ client, canManage }: { client: LoadedClient; canManage: boolean }) {
  const { t } = useTranslation();
  const usesJwksUrl = oidcKeysFormValues(client).useJwksUrl;
  return (
    <Stack hasGutter>
      <StackItem>
        <OidcKeysForm
          key={JSON.stringify(oidcKeysFormValues(client))}
          client={client}
          canManage={canManage}
        />
      </StackItem>
      {!usesJwksUrl && (
        <StackItem>
          <Form
            isWidthLimited
            onSubmit={(event) => {
              event.preventDefault();
            }}
          >
            <FormSection title={t("clientKeys.certificateSection")} titleElement="h2">
              <CertificateView clientId={client.id} attr="jwt.credential" />
              {canManage && (
                <CertificateActions
                  clientId={client.id}
                  clientName={client.clientId}
                  attr="jwt.credential"
                  textFormats={keyTextFormats}
                  withPrivateKey={false}
                  canExport={false}
                  canGenerateAndDownload
                />
              )}
            </FormSection>
          </Form>
        </StackItem>
      )}
    </Stack>
  );
}
