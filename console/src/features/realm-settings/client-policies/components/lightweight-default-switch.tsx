import { Form, FormSection, Skeleton, Switch } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormField } from "@/shared/ui/form/form-field";
import { clientPoliciesQuery } from "../../api/client-policies-query";
import { useSetLightweightDefault } from "../../api/use-set-lightweight-default";
import { isLightweightDefaultOn } from "../client-policies-state";

/**
 * Lightweight access tokens for every client of the realm. Keycloak has no realm setting for it,
 * only a client setting and a client policy executor, so the switch stands for a realm client
 * profile with that executor and an enabled policy applying it to any client: on adds both, off
 * removes both, and it reads as on while that policy exists and is enabled. Saved at once.
 */
export function LightweightDefaultSwitch({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const loaded = useQuery(clientPoliciesQuery(client, realm));
  const change = useSetLightweightDefault();
  const { addAlert, addError } = useAlerts();
  // Shown while the save runs; dropped once the policies say what is stored.
  const [pending, setPending] = useState<boolean>();
  const id = "lightweight-access-tokens";
  const label = t("realmSettings.clientPolicies.lightweight.label");

  const toggle = async (on: boolean) => {
    setPending(on);
    try {
      await change.mutateAsync({
        on,
        profileDescription: t("realmSettings.clientPolicies.lightweight.profileDescription"),
        policyDescription: t("realmSettings.clientPolicies.lightweight.policyDescription"),
      });
      addAlert(
        on
          ? t("realmSettings.clientPolicies.lightweight.turnedOn")
          : t("realmSettings.clientPolicies.lightweight.turnedOff"),
        "success",
      );
    } catch (error) {
      addError("realmSettings.clientPolicies.lightweight.saveError", error);
    } finally {
      setPending(undefined);
    }
  };

  const stored = isLightweightDefaultOn(loaded.data?.policies ?? []);
  const on = pending ?? stored;
  return (
    <Form
      isWidthLimited
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <FormSection title={t("realmSettings.clientPolicies.lightweight.title")} titleElement="h2">
        <FormField
          id={id}
          label={label}
          labelIcon={t("realmSettings.clientPolicies.lightweight.help")}
          {...(loaded.data === undefined && {
            helperText: t("realmSettings.clientPolicies.lightweight.loadError"),
          })}
        >
          {loaded.isPending ? (
            <Skeleton screenreaderText={t("realmSettings.clientPolicies.loading")} />
          ) : (
            <Switch
              id={id}
              aria-label={label}
              label={on ? t("form.on") : t("form.off")}
              isChecked={on}
              isDisabled={!canManage || loaded.data === undefined || change.isPending}
              onChange={(_event, checked) => void toggle(checked)}
            />
          )}
        </FormField>
      </FormSection>
    </Form>
  );
}
