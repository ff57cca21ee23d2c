import {
  Alert,
  Form,
  Wizard,
  WizardFooter,
  WizardStep,
  useWizardContext,
} from "@patternfly/react-core";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch, type FieldPath, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { toClient, toClients } from "@/shared/paths/client-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { SelectControl } from "@/shared/ui/form/select-control";
import { useCreateClient } from "../api/use-create-client";
import {
  newClientFormValues,
  newClientFrom,
  oidcProtocol,
  samlProtocol,
  type ClientFormValues,
} from "../form-state";
import { AccessSettingsFields } from "../settings/access-fields";
import { CapabilityConfigFields } from "../settings/capability-fields";
import { GeneralFields } from "../settings/general-fields";
import { LoginSettingsFields } from "../settings/login-fields";
import { SamlCapabilityFields } from "../settings/saml-capability-fields";
import { SamlSignatureFields } from "../settings/saml-signature-fields";
import { protocolLabel } from "./protocol-label";

type Step = "general" | "capabilities" | "saml" | "signature" | "login";

/** The fields each step checks before the next one opens. */
const stepFields: Record<Step, FieldPath<ClientFormValues>[]> = {
  general: ["protocol", "clientId", "name", "description"],
  capabilities: [],
  saml: [],
  signature: [],
  login: ["rootUrl", "baseUrl", "adminUrl", "redirectUris", "webOrigins", "attributes"],
};

/** The fields of the general step keep what was typed when the protocol changes. */
const generalFields = ["clientId", "name", "description", "alwaysDisplayInConsole"] as const;

/**
 * Creates a client in steps: general (protocol, client id, name), then the capabilities of its
 * protocol (SAML: its capabilities, then signing), then its addresses and sign-in pages. Each step
 * checks its fields before the next; a refusal of the server shows on the field it concerns, or
 * above the form, and everything typed stays.
 */
export function CreateClientWizard() {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const create = useCreateClient();
  // A refused field is checked again as it is typed into: checked only on leaving it, its message
  // would vanish as Next is pressed and the button move from under the pointer, losing the press.
  const form = useForm<ClientFormValues>({
    defaultValues: newClientFormValues(),
    mode: "onTouched",
  });
  const protocol = useWatch({ control: form.control, name: "protocol" });
  const [failure, setFailure] = useState<string>();
  useResetOnProtocolChange(form, protocol);
  const isSaml = protocol === samlProtocol;

  /** Sends the client; the step to show when it was refused, `undefined` once it was created. */
  const submit = async (): Promise<Step | undefined> => {
    setFailure(undefined);
    if (!(await form.trigger())) return firstStepWithError(form);
    const values = form.getValues();
    try {
      const id = await create.mutateAsync(newClientFrom(values));
      addAlert(t("clients.create.success", { clientId: values.clientId.trim() }), "success");
      void navigate(toClient({ realm, clientId: id }));
      return undefined;
    } catch (error) {
      const failed = errorMessage(error, t);
      if (failed.status === 409) {
        form.setError(
          "clientId",
          { message: t("clients.create.clientIdTaken") },
          { shouldFocus: true },
        );
        return "general";
      }
      setFailure(failed.message === "" ? t("clients.create.failed") : failed.message);
      return "login";
    }
  };

  const fieldProps = { form };
  return (
    <>
      {failure !== undefined && (
        <Alert variant="danger" isInline title={t("clients.create.failed")}>
          {failure}
        </Alert>
      )}
      <Wizard
        navAriaLabel={t("clients.create.steps")}
        isVisitRequired
        onClose={() => void navigate(toClients({ realm }))}
        footer={<CreateClientFooter form={form} onSave={submit} isSaving={create.isPending} />}
      >
        <WizardStep id="general" name={t("clients.create.general")}>
          <StepForm>
            <SelectControl
              control={form.control}
              name="protocol"
              label={t("clients.create.protocol")}
              helperText={t("clients.create.protocolHelp")}
              options={[oidcProtocol, samlProtocol].map((key) => ({
                key,
                value: protocolLabel(t, key),
              }))}
            />
            <GeneralFields {...fieldProps} />
          </StepForm>
        </WizardStep>
        <WizardStep id="capabilities" name={t("clients.create.capabilities")} isHidden={isSaml}>
          <StepForm>
            <CapabilityConfigFields {...fieldProps} />
          </StepForm>
        </WizardStep>
        <WizardStep id="saml" name={t("clients.create.samlCapabilities")} isHidden={!isSaml}>
          <StepForm>
            <SamlCapabilityFields {...fieldProps} />
          </StepForm>
        </WizardStep>
        <WizardStep id="signature" name={t("clients.create.signature")} isHidden={!isSaml}>
          <StepForm>
            <SamlSignatureFields {...fieldProps} />
          </StepForm>
        </WizardStep>
        <WizardStep id="login" name={t("clients.create.login")}>
          <StepForm>
            <AccessSettingsFields {...fieldProps} />
            <LoginSettingsFields {...fieldProps} />
          </StepForm>
        </WizardStep>
      </Wizard>
    </>
  );
}

/** The first step holding a field in error, so the wizard opens it. */
function firstStepWithError(form: UseFormReturn<ClientFormValues>): Step {
  const steps = Object.keys(stepFields) as Step[];
  return (
    steps.find((step) => stepFields[step].some((name) => form.getFieldState(name).invalid)) ??
    "general"
  );
}

/** A step's fields; Enter does not send the wizard, the footer's buttons do. */
function StepForm({ children }: { children: React.ReactNode }) {
  return (
    <Form
      isWidthLimited
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      {children}
    </Form>
  );
}

/**
 * A new protocol starts from that protocol's defaults (its flows and signing), keeping the general
 * fields typed so far.
 */
function useResetOnProtocolChange(form: UseFormReturn<ClientFormValues>, protocol: string) {
  const shown = useRef(protocol);
  useEffect(() => {
    if (shown.current === protocol) return;
    shown.current = protocol;
    const typed = Object.fromEntries(generalFields.map((name) => [name, form.getValues(name)]));
    form.reset({ ...newClientFormValues(protocol), ...typed }, { keepDirty: false });
  }, [form, protocol]);
}

/**
 * Next checks the step's fields before moving on; on the last step it saves, and a refusal leads
 * back to the step whose field the server refused.
 */
function CreateClientFooter({
  form,
  onSave,
  isSaving,
}: {
  form: UseFormReturn<ClientFormValues>;
  onSave: () => Promise<Step | undefined>;
  isSaving: boolean;
}) {
  const { t } = useTranslation();
  const { activeStep, steps, goToNextStep, goToPrevStep, goToStepById, close } = useWizardContext();
  const shown = steps.filter((step) => step.isHidden !== true);
  const isLast = shown.at(-1)?.id === activeStep.id;
  const isFirst = shown[0]?.id === activeStep.id;
  const step = activeStep.id as Step;

  return (
    <WizardFooter
      activeStep={activeStep}
      onNext={async () => {
        if (!isLast) {
          if (await form.trigger(stepFields[step], { shouldFocus: true })) await goToNextStep();
          return;
        }
        const failedStep = await onSave();
        if (failedStep !== undefined && failedStep !== step) goToStepById(failedStep);
      }}
      onBack={goToPrevStep}
      onClose={close}
      isBackDisabled={isFirst}
      isNextDisabled={isSaving}
      nextButtonText={isLast ? t("clients.create.save") : t("clients.create.next")}
      backButtonText={t("clients.create.back")}
      cancelButtonText={t("clients.create.cancel")}
    />
  );
}
