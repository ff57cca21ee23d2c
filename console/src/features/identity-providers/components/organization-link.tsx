import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { isOrganizationsEnabled } from "@/shared/access/rules";
import { useAdminClient } from "@/shared/api/admin-client";
import { useIsFeatureEnabled, useRealmRepresentation } from "@/shared/api/console-data";
import { Feature } from "@/shared/api/features";
import { useRealm } from "@/shared/api/realm";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { organizationChoicesQuery } from "../api/organization-choices-query";
import { configField, type IdentityProviderFormValues } from "../form-state";

/**
 * The organization the provider belongs to, with the e-mail domain it serves and whether users of
 * that domain are sent to it straight away. Shown only when the realm has organizations on.
 */
export function OrganizationLink({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const featureOn = useIsFeatureEnabled(Feature.Organization);
  const realmRepresentation = useRealmRepresentation();
  const { control } = useFormContext<IdentityProviderFormValues>();
  const organizationId = useWatch({ control, name: "organizationId" });
  const [search, setSearch] = useState("");
  const shown =
    isOrganizationsEnabled(featureOn, access) && realmRepresentation?.organizationsEnabled === true;
  // The matches of the last search stay listed while a narrower one runs.
  const choices = useQuery({
    ...organizationChoicesQuery(client, realm, search),
    enabled: shown,
    placeholderData: keepPreviousData,
  });
  if (!shown) return null;
  // The stored organization stays choosable (and named by id) when the search does not find it.
  const options = choices.data ?? [];
  const withStored =
    organizationId === "" || options.some((option) => option.key === organizationId)
      ? options
      : [{ key: organizationId, value: organizationId }, ...options];
  return (
    <>
      <SelectControl<IdentityProviderFormValues>
        name="organizationId"
        label={t("identityProviders.settings.organization")}
        helperText={t("identityProviders.settings.organizationHelp")}
        isDisabled={readOnly}
        options={[
          { key: "", value: t("identityProviders.settings.noOrganization") },
          ...withStored,
        ]}
        onSearch={setSearch}
        isSearching={choices.isFetching}
      />
      {organizationId !== "" && (
        <>
          <TextControl<IdentityProviderFormValues>
            name={configField("kc.org.domain")}
            label={t("identityProviders.settings.organizationDomain")}
            helperText={t("identityProviders.settings.organizationDomainHelp")}
            isDisabled={readOnly}
          />
          <SwitchControl<IdentityProviderFormValues>
            name={configField("kc.org.broker.redirect.mode.email-matches")}
            label={t("identityProviders.settings.redirectWhenEmailMatches")}
            helperText={t("identityProviders.settings.redirectWhenEmailMatchesHelp")}
            isDisabled={readOnly}
          />
        </>
      )}
    </>
  );
}
