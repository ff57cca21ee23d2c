import type {
  IdentityProviderRepresentation,
  OrganizationRepresentation,
} from "@gatehouse/admin-client";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { domainsOf } from "@/shared/organizations/domain-labels";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { providerChoicesQuery } from "../api/provider-choices-query";
import { useSaveProviderLink } from "../api/use-save-provider-link";
import { providerLinkValues, type ProviderLinkValues } from "../provider-link";

/**
 * Links a provider to the organization (picked among the realm's providers no organization has
 * yet, searched on the server), or edits how a linked one serves it: the organization domain it
 * answers for, the redirect when a user's e-mail matches that domain, and hiding it on login.
 */
export function ProviderLinkDialog({
  organization,
  provider,
  onClose,
}: {
  organization: OrganizationRepresentation;
  /** The linked provider to edit; a new link when left out. */
  provider?: IdentityProviderRepresentation;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const orgId = organization.id ?? "";
  const isNew = provider === undefined;
  const save = useSaveProviderLink(orgId);
  const [search, setSearch] = useState("");
  const choices = useQuery({
    ...providerChoicesQuery(client, realm, orgId, search),
    enabled: isNew,
    // The matches of the last search stay listed while a narrower one runs: an option under the
    // pointer does not vanish for a moment.
    placeholderData: keepPreviousData,
  });
  const form = useForm<ProviderLinkValues>({
    defaultValues: providerLinkValues(provider),
    mode: "onChange",
  });
  const domain = useWatch({ control: form.control, name: "domain" });
  const domains = domainsOf(organization);
  // A stored domain the organization no longer lists stays shown, so saving does not drop it.
  const domainChoices = domain === "" || domains.includes(domain) ? domains : [domain, ...domains];

  return (
    <FormDialog<ProviderLinkValues>
      title={
        isNew
          ? t("organizations.identityProviders.linkTitle")
          : t("organizations.identityProviders.editTitle", { alias: provider.alias })
      }
      form={form}
      submitLabel={
        isNew
          ? t("organizations.identityProviders.link")
          : t("organizations.identityProviders.save")
      }
      errorTitle={t("organizations.identityProviders.saveError")}
      refusedField={(failure) =>
        /domain/i.test(failure.message)
          ? { field: "domain", message: t("organizations.identityProviders.domainRefused") }
          : undefined
      }
      onSubmit={async (values) => {
        await save.mutateAsync({ values, link: isNew });
        addAlert(
          isNew
            ? t("organizations.identityProviders.linked", { alias: values.alias })
            : t("organizations.identityProviders.saved", { alias: values.alias }),
          "success",
        );
      }}
      onClose={onClose}
    >
      {isNew && (
        <SelectControl<ProviderLinkValues, "alias">
          name="alias"
          label={t("organizations.identityProviders.provider")}
          helperText={t("organizations.identityProviders.providerHelp")}
          options={choices.data ?? []}
          onSearch={setSearch}
          isSearching={choices.isFetching}
          rules={{ required: true }}
        />
      )}
      <SelectControl<ProviderLinkValues, "domain">
        name="domain"
        label={t("organizations.identityProviders.domain")}
        helperText={t("organizations.identityProviders.domainHelp")}
        options={[
          { key: "", value: t("organizations.identityProviders.noDomain") },
          ...domainChoices.map((name) => ({ key: name, value: name })),
        ]}
      />
      <SwitchControl<ProviderLinkValues, "redirectWhenEmailMatches">
        name="redirectWhenEmailMatches"
        label={t("organizations.identityProviders.redirect")}
        helperText={t("organizations.identityProviders.redirectHelp")}
        isDisabled={domain === ""}
      />
      <SwitchControl<ProviderLinkValues, "hideOnLogin">
        name="hideOnLogin"
        label={t("organizations.identityProviders.hideOnLogin")}
        helperText={t("organizations.identityProviders.hideOnLoginHelp")}
      />
    </FormDialog>
  );
}
