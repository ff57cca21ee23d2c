import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { KeyValueControl } from "@/shared/ui/form/key-value-control";
import { MultiValueControl } from "@/shared/ui/form/multi-value-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { scopeChoicesQuery } from "../../api/scope-list-query";
import type { ResourceFormValues } from "./resource-form-state";

/**
 * The fields of a resource. Its scopes are chosen from the resource server's scopes, searched on
 * the server as the administrator types (a resource server may hold thousands).
 */
export function ResourceFields({
  clientId,
  isDisabled,
}: {
  clientId: string;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const [search, setSearch] = useState("");
  const choices = useQuery({
    ...scopeChoicesQuery(client, realm, clientId, search),
    enabled: !isDisabled,
    // The matches of the last search stay listed while a narrower one runs.
    placeholderData: keepPreviousData,
  });
  const chosen = useWatch<ResourceFormValues, "scopes">({ name: "scopes" });
  const options = [
    ...new Set([...chosen, ...(choices.data ?? []).map((scope) => scope.name ?? "")]),
  ].filter((name) => name !== "");

  return (
    <>
      <TextControl<ResourceFormValues>
        name="name"
        label={t("authorization.resource.name")}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) =>
            (typeof value === "string" && value.trim() !== "") || t("form.required"),
        }}
        isDisabled={isDisabled}
      />
      <TextControl<ResourceFormValues>
        name="displayName"
        label={t("authorization.resource.displayName")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={isDisabled}
      />
      <TextControl<ResourceFormValues>
        name="type"
        label={t("authorization.resource.type")}
        helperText={t("authorization.resource.typeHelp")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={isDisabled}
      />
      <MultiValueControl<ResourceFormValues>
        name="uris"
        label={t("authorization.resource.uris")}
        addLabel={t("authorization.resource.addUri")}
        isDisabled={isDisabled}
      />
      <SelectControl<ResourceFormValues>
        name="scopes"
        label={t("authorization.resource.scopes")}
        variant="multi"
        options={options}
        placeholder={t("authorization.resource.scopesPlaceholder")}
        onSearch={setSearch}
        isSearching={choices.isFetching}
        isDisabled={isDisabled}
      />
      <TextControl<ResourceFormValues>
        name="iconUri"
        label={t("authorization.resource.iconUri")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={isDisabled}
      />
      <SwitchControl<ResourceFormValues>
        name="ownerManagedAccess"
        label={t("authorization.resource.ownerManagedAccess")}
        helperText={t("authorization.resource.ownerManagedAccessHelp")}
        isDisabled={isDisabled}
      />
      <KeyValueControl<ResourceFormValues>
        name="attributes"
        label={t("authorization.resource.attributes")}
        keyLabel={t("authorization.resource.attributeKey")}
        valueLabel={t("authorization.resource.attributeValue")}
        addLabel={t("authorization.resource.addAttribute")}
        isDisabled={isDisabled}
      />
    </>
  );
}
