import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { NamedChoice } from "@/shared/authorization/named-choice";
import { PermissionFieldsFrame } from "@/shared/authorization/permission-fields-frame";
import { SearchedChoicesControl } from "@/shared/authorization/searched-choices-control";
import { RadioGroupControl } from "@/shared/ui/form/radio-group-control";
import { SelectControl } from "@/shared/ui/form/select-control";
import type { AdminPermissionFormValues } from "../admin-permission-form-state";
import { resourceChoicesQuery } from "../api/resource-choices-query";

type Values = AdminPermissionFormValues;

/**
 * The fields of an admin permission: name and description; every object of the resource type or
 * chosen ones (searched on the server); the type's scopes it grants; the policies that decide it.
 */
export function AdminPermissionFields({
  permissionClientId,
  resourceType,
  scopes,
  known,
  isDisabled,
}: {
  permissionClientId: string;
  resourceType: string;
  /** The scopes the server defines for the resource type. */
  scopes: readonly string[];
  /** Names of the objects and policies a stored permission names already. */
  known: { resources: readonly NamedChoice[]; policies: readonly NamedChoice[] };
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { control } = useFormContext<Values>();
  const appliesTo = useWatch({ control, name: "appliesTo" });
  return (
    <PermissionFieldsFrame
      serverId={permissionClientId}
      knownPolicies={known.policies}
      isDisabled={isDisabled}
      texts={{
        policies: t("permissions.admin.form.policies"),
        policiesHelp: t("permissions.admin.form.policiesHelp"),
        policiesPlaceholder: t("permissions.admin.form.policiesPlaceholder"),
      }}
    >
      <RadioGroupControl<Values, "appliesTo">
        name="appliesTo"
        label={t("permissions.admin.form.appliesTo", { type: resourceType })}
        options={[
          { key: "all", value: t("permissions.admin.form.appliesToAll", { type: resourceType }) },
          { key: "chosen", value: t("permissions.admin.form.appliesToChosen") },
        ]}
        isDisabled={isDisabled}
      />
      {appliesTo === "chosen" && (
        <SearchedChoicesControl<Values, "resources">
          name="resources"
          label={t("permissions.admin.form.resources", { type: resourceType })}
          placeholder={t("permissions.admin.form.resourcesPlaceholder")}
          variant="multi"
          known={known.resources}
          searchQuery={(search) => resourceChoicesQuery(client, realm, resourceType, search)}
          isDisabled={isDisabled}
          rules={{
            validate: (value) => value.length > 0 || t("permissions.admin.form.resourcesRequired"),
          }}
        />
      )}
      <SelectControl<Values, "scopes">
        name="scopes"
        label={t("permissions.admin.form.scopes")}
        helperText={t("permissions.admin.form.scopesHelp")}
        placeholder={t("permissions.admin.form.scopesPlaceholder")}
        variant="multi"
        options={[...scopes]}
        isDisabled={isDisabled}
        rules={{
          validate: (value) => value.length > 0 || t("permissions.admin.form.scopesRequired"),
        }}
      />
    </PermissionFieldsFrame>
  );
}
