import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { PermissionType } from "@/shared/paths/client-authorization-paths";
import { RadioGroupControl } from "@/shared/ui/form/radio-group-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { resourceChoicesQuery, scopeChoicesQuery } from "../../api/permission-choices-query";
import {
  decisionStrategies,
  type PermissionAssociations,
  type PermissionFormValues,
} from "./permission-form-state";
import { PermissionFieldsFrame } from "@/shared/authorization/permission-fields-frame";
import { SearchedChoicesControl } from "@/shared/authorization/searched-choices-control";

type Values = PermissionFormValues;

/**
 * A permission's fields, in the form of the nearest `FormProvider`. Resource-based: the resources
 * it protects, or every resource of a type. Scope-based: scopes, of one resource when one is
 * chosen. Both: the policies that decide it and how their votes combine.
 */
export function PermissionFields({
  clientId,
  type,
  known,
  isDisabled,
}: {
  /** The resource server's client (internal id). */
  clientId: string;
  type: PermissionType;
  /** Names of what the permission names already, so chosen entries show by name. */
  known: PermissionAssociations;
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { control } = useFormContext<Values>();
  const byResourceType = useWatch({ control, name: "appliesToResourceType" });
  const resource = useWatch({ control, name: "resource" });

  return (
    <PermissionFieldsFrame
      serverId={clientId}
      knownPolicies={known.policies}
      isDisabled={isDisabled}
      texts={{
        policies: t("authorization.permissions.form.policies"),
        policiesHelp: t("authorization.permissions.form.policiesHelp"),
        policiesPlaceholder: t("authorization.permissions.form.policiesPlaceholder"),
      }}
      after={
        <RadioGroupControl<Values, "decisionStrategy">
          name="decisionStrategy"
          label={t("authorization.permissions.form.decisionStrategy")}
          isDisabled={isDisabled}
          options={decisionStrategies.map((strategy) => ({
            key: strategy,
            value: t(`authorization.permissions.strategy.${strategy}`),
          }))}
        />
      }
    >
      {type === "resource" && (
        <SwitchControl<Values, "appliesToResourceType">
          name="appliesToResourceType"
          label={t("authorization.permissions.form.appliesToResourceType")}
          helperText={t("authorization.permissions.form.appliesToResourceTypeHelp")}
          isDisabled={isDisabled}
        />
      )}
      {type === "resource" && byResourceType && (
        <TextControl<Values, "resourceType">
          name="resourceType"
          label={t("authorization.permissions.form.resourceType")}
          helperText={t("authorization.permissions.form.resourceTypeHelp")}
          isDisabled={isDisabled}
          rules={{
            required: true,
            maxLength: storedTextLimit,
            validate: (value) =>
              value.trim() !== "" || t("authorization.permissions.form.resourceTypeBlank"),
          }}
        />
      )}
      {type === "resource" && !byResourceType && (
        <SearchedChoicesControl<Values, "resources">
          name="resources"
          label={t("authorization.permissions.form.resources")}
          placeholder={t("authorization.permissions.form.resourcesPlaceholder")}
          variant="multi"
          known={known.resources}
          searchQuery={(search) => resourceChoicesQuery(client, realm, clientId, search)}
          isDisabled={isDisabled}
          rules={{
            validate: (value) =>
              value.length > 0 || t("authorization.permissions.form.resourcesRequired"),
          }}
        />
      )}
      {type === "scope" && (
        <SearchedChoicesControl<Values, "resource">
          name="resource"
          label={t("authorization.permissions.form.resource")}
          helperText={t("authorization.permissions.form.resourceHelp")}
          placeholder={t("authorization.permissions.form.resourcePlaceholder")}
          variant="single"
          known={known.resources}
          searchQuery={(search) => resourceChoicesQuery(client, realm, clientId, search)}
          isDisabled={isDisabled}
        />
      )}
      {type === "scope" && (
        <SearchedChoicesControl<Values, "scopes">
          // A new resource offers its own scopes: start the list again.
          key={resource}
          name="scopes"
          label={t("authorization.permissions.form.scopes")}
          placeholder={t("authorization.permissions.form.scopesPlaceholder")}
          variant="multi"
          known={known.scopes}
          searchQuery={(search) => scopeChoicesQuery(client, realm, clientId, search, resource)}
          isDisabled={isDisabled}
          rules={{
            validate: (value) =>
              value.length > 0 || t("authorization.permissions.form.scopesRequired"),
          }}
        />
      )}
    </PermissionFieldsFrame>
  );
}
