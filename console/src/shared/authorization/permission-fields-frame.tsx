import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { policyChoicesQuery } from "./api/policy-choices-query";
import type { NamedChoice } from "./named-choice";
import { SearchedChoicesControl } from "./searched-choices-control";

/** The values every permission form holds, whatever else it grants. */
interface PermissionFrameValues {
  name: string;
  description: string;
  /** Ids of the policies that decide the permission. */
  policies: string[];
}

/** Translated texts of the frame; each section words them in its own vocabulary. */
export interface PermissionFieldsTexts {
  policies: string;
  policiesHelp: string;
  policiesPlaceholder: string;
}

/**
 * What every permission's form shows around its own fields, in the form of the nearest
 * `FormProvider`: name and description first, then `children` (what the permission applies to),
 * then the policies that decide it, searched on the resource server, then `after`.
 */
export function PermissionFieldsFrame({
  serverId,
  knownPolicies,
  isDisabled,
  texts,
  children,
  after,
}: {
  /** The resource server's client (internal id), whose policies are offered. */
  serverId: string;
  /** Names of the policies a stored permission names already, so they show by name. */
  knownPolicies: readonly NamedChoice[];
  isDisabled: boolean;
  texts: PermissionFieldsTexts;
  children: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  return (
    <>
      <TextControl<PermissionFrameValues, "name">
        name="name"
        label={t("authorization.permissions.form.name")}
        isDisabled={isDisabled}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) => value.trim() !== "" || t("authorization.permissions.form.nameBlank"),
        }}
      />
      <TextAreaControl<PermissionFrameValues, "description">
        name="description"
        label={t("authorization.permissions.form.description")}
        isDisabled={isDisabled}
        rules={{ maxLength: storedTextLimit }}
      />
      {children}
      <SearchedChoicesControl<PermissionFrameValues, "policies">
        name="policies"
        label={texts.policies}
        helperText={texts.policiesHelp}
        placeholder={texts.policiesPlaceholder}
        variant="multi"
        known={knownPolicies}
        searchQuery={(search) => policyChoicesQuery(client, realm, serverId, search)}
        isDisabled={isDisabled}
      />
      {after}
    </>
  );
}
