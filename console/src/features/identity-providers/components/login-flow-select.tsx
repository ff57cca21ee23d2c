import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { SelectControl } from "@/shared/ui/form/select-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { loginFlowsQuery } from "../api/login-flows-query";
import type { IdentityProviderFormValues } from "../form-state";

export interface LoginFlowSelectProps {
  name: "firstBrokerLoginFlowAlias" | "postBrokerLoginFlowAlias";
  label: string;
  helperText: string;
  readOnly: boolean;
}

/**
 * One of the realm's top-level flows, or none. An administrator who may not read the flows still
 * sees the stored flow's alias, with the reason it cannot be changed here.
 */
export function LoginFlowSelect({ name, label, helperText, readOnly }: LoginFlowSelectProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  // The server lists flows to those who may view the realm; others are not made to ask.
  const mayReadFlows = useAccess().hasAccess("view-realm");
  const flows = useQuery({ ...loginFlowsQuery(client, realm), enabled: mayReadFlows });
  if (!mayReadFlows || flows.isError) {
    return (
      <TextControl<IdentityProviderFormValues>
        name={name}
        label={label}
        readOnly
        helperText={t("identityProviders.settings.flowsUnreadable")}
      />
    );
  }
  return (
    <SelectControl<IdentityProviderFormValues>
      name={name}
      label={label}
      helperText={helperText}
      isDisabled={readOnly || flows.isPending}
      options={[{ key: "", value: t("identityProviders.settings.noFlow") }, ...(flows.data ?? [])]}
    />
  );
}
