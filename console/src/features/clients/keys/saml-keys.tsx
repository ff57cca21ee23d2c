import { Form, FormGroup, FormSection, Switch } from "@patternfly/react-core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { HelpIcon } from "@/shared/ui/help/help-icon";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import type { LoadedClient } from "../api/client-query";
import { useGenerateClientKey } from "../api/keys-generate";
import { clientKeyInfoQuery, type ClientKeyUse } from "../api/keys-key-info-query";
import { useUpdateClient } from "../api/use-update-client";
import { CertificateActions } from "./certificate-actions";
import { CertificateView } from "./certificate-view";
import { clientWithSwitch, isAttributeOn, keyAttributes } from "./keys-form-state";

interface SamlKeyKind {
  attr: ClientKeyUse;
  switchAttribute: string;
  texts: {
    section: string;
    label: string;
    help: string;
    onTitle: string;
    onMessage: string;
    onMessageGenerate: string;
    offTitle: string;
    offMessage: string;
    turnedOn: string;
    turnedOff: string;
  };
}

const signing: SamlKeyKind = {
  attr: "saml.signing",
  switchAttribute: keyAttributes.samlSigning,
  texts: {
    section: "clientKeys.samlSigningSection",
    label: "clientKeys.samlSigningRequired",
    help: "clientKeys.samlSigningHelp",
    onTitle: "clientKeys.samlSigningOnTitle",
    onMessage: "clientKeys.samlSigningOnMessage",
    onMessageGenerate: "clientKeys.samlSigningOnGenerate",
    offTitle: "clientKeys.samlSigningOffTitle",
    offMessage: "clientKeys.samlSigningOffMessage",
    turnedOn: "clientKeys.samlSigningTurnedOn",
    turnedOff: "clientKeys.samlSigningTurnedOff",
  },
};

const encryption: SamlKeyKind = {
  attr: "saml.encryption",
  switchAttribute: keyAttributes.samlEncryption,
  texts: {
    section: "clientKeys.samlEncryptionSection",
    label: "clientKeys.samlEncryptionRequired",
    help: "clientKeys.samlEncryptionHelp",
    onTitle: "clientKeys.samlEncryptionOnTitle",
    onMessage: "clientKeys.samlEncryptionOnMessage",
    onMessageGenerate: "clientKeys.samlEncryptionOnGenerate",
    offTitle: "clientKeys.samlEncryptionOffTitle",
    offMessage: "clientKeys.samlEncryptionOffMessage",
    turnedOn: "clientKeys.samlEncryptionTurnedOn",
    turnedOff: "clientKeys.samlEncryptionTurnedOff",
  },
};

function SamlKeySection({
  client,
  kind,
  canManage,
}: {
  client: LoadedClient;
  kind: SamlKeyKind;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const { ask, dialog } = useConfirmAction();
  const update = useUpdateClient();
  const generate = useGenerateClientKey(client.id);
  const queryClient = useQueryClient();
  const infoQuery = clientKeyInfoQuery(adminClient, realm, client.id, kind.attr);
  const info = useQuery(infoQuery);
  const isOn = isAttributeOn(client, kind.switchAttribute);
  const needsKey = info.data !== undefined && (info.data.certificate ?? "") === "";
  const switchId = `switch-${kind.switchAttribute.replaceAll(".", "-")}`;

  const askSwitch = (on: boolean) => {
    ask({
      title: t(on ? kind.texts.onTitle : kind.texts.offTitle),
      message: t(
        on
          ? needsKey
            ? kind.texts.onMessageGenerate
            : kind.texts.onMessage
          : kind.texts.offMessage,
      ),
      confirmLabel: t(on ? "clientKeys.turnOn" : "clientKeys.turnOff"),
      errorTitle: t("clientKeys.saveFailed"),
      variant: on ? "primary" : "danger",
      // The switch is saved first: the client as loaded does not hold the key generated after.
      // Whether a key is needed is asked again here, so a certificate made meanwhile (or info
      // that had not loaded) never leaves the switch on without a key.
      action: async () => {
        await update.mutateAsync(clientWithSwitch(client, kind.switchAttribute, on));
        if (!on) return;
        const current = await queryClient.query({ ...infoQuery, staleTime: 0 });
        if ((current.certificate ?? "") === "") await generate.mutateAsync(kind.attr);
      },
      successMessage: t(on ? kind.texts.turnedOn : kind.texts.turnedOff),
    });
  };

  return (
    <FormSection title={t(kind.texts.section)} titleElement="h2">
      {dialog}
      <FormGroup
        label={t(kind.texts.label)}
        fieldId={switchId}
        labelHelp={<HelpIcon fieldLabel={t(kind.texts.label)} helpText={t(kind.texts.help)} />}
      >
        <Switch
          id={switchId}
          aria-label={t(kind.texts.label)}
          label={isOn ? t("form.on") : t("form.off")}
          isChecked={isOn}
          // Until the certificate is known the question could not say whether a key is made.
          isDisabled={!canManage || info.isPending}
          onChange={(_event, checked) => {
            askSwitch(checked);
          }}
        />
      </FormGroup>
      {isOn && (
        <>
          <CertificateView clientId={client.id} attr={kind.attr} />
          {canManage && (
            <CertificateActions
              clientId={client.id}
              clientName={client.clientId}
              attr={kind.attr}
              textFormats={["Certificate PEM"]}
              withPrivateKey
              canExport
              canGenerateAndDownload={false}
            />
          )}
        </>
      )}
    </FormSection>
  );
}

/**
 * A SAML client's two key pairs: the one its requests are signed with and the one assertions
 * are encrypted for, each switched on or off (after asking) with its certificate and actions.
 */
export function SamlKeys({ client, canManage }: { client: LoadedClient; canManage: boolean }) {
  return (
    <Form
      isWidthLimited
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <SamlKeySection client={client} kind={signing} canManage={canManage} />
      <SamlKeySection client={client} kind={encryption} canManage={canManage} />
    </Form>
  );
}
