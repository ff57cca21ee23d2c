import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { SelectControl } from "@/shared/ui/form/select-control";
import { authenticationFlowsQuery } from "../api/advanced-authentication-flows-query";
import type { ClientTabProps } from "../api/client-query";
import {
  flowOverrideFormValues,
  withFlowOverrides,
  type FlowOverrideFormValues,
  type FlowOverrideKey,
} from "./form-state";
import { AdvancedSection, SectionForm, useCanEditAdvanced } from "./section-form";

/**
 * Authentication flow overrides: the flows this client's users sign in with instead of the
 * realm's bindings. Direct grant applies to OpenID Connect only.
 */
export function FlowOverridesSection({ client }: ClientTabProps) {
  const { t } = useTranslation();
  const admin = useAdminClient();
  const realm = useRealm();
  const isDisabled = !useCanEditAdvanced();
  const flows = useQuery(authenticationFlowsQuery(admin, realm));
  const keys: FlowOverrideKey[] =
    client.protocol === "saml" ? ["browser"] : ["browser", "direct_grant"];
  const realmBinding = t("clientAdvanced.flows.realmBinding");
  const options = [
    { key: "", value: realmBinding },
    ...(flows.data ?? []).map((flow) => ({ key: flow.id ?? "", value: flow.alias ?? "" })),
  ];
  const labels: Record<FlowOverrideKey, string> = {
    browser: t("clientAdvanced.flows.browser"),
    direct_grant: t("clientAdvanced.flows.directGrant"),
  };
  return (
    <AdvancedSection
      title={t("clientAdvanced.flows.title")}
      description={t("clientAdvanced.flows.description")}
    >
      <SectionForm<FlowOverrideFormValues>
        values={flowOverrideFormValues(client)}
        toClient={(values) => withFlowOverrides(client, values, keys)}
      >
        {keys.map((key) => (
          <SelectControl
            key={key}
            name={key}
            id={`flow-override-${key}`}
            label={labels[key]}
            options={options}
            placeholder={realmBinding}
            isDisabled={isDisabled || flows.isPending}
          />
        ))}
      </SectionForm>
    </AdvancedSection>
  );
}
