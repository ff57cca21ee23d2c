import { FormSection } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientScopesQuery } from "@/shared/client-scopes/api/client-scopes-query";
import { CheckboxGroupControl } from "@/shared/ui/form/checkbox-group-control";
import { KeyValueControl } from "@/shared/ui/form/key-value-control";
import { RadioGroupControl } from "@/shared/ui/form/radio-group-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { attributeNamePattern, type AttributeFormValues } from "./attribute-form-state";
import { ValidatorsControl } from "./validators-control";

interface AttributeFieldsProps {
  isNew: boolean;
  /** The names of the attribute groups the configuration has. */
  groups: readonly string[];
  /** The names already taken by other attributes. */
  takenNames: readonly string[];
}

/**
 * The fields of an attribute: what it is called, when it applies and is required, who sees and
 * changes it, how its values are checked, and annotations for the forms that show it.
 */
export function AttributeFields({ isNew, groups, takenNames }: AttributeFieldsProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<AttributeFormValues>();
  const [required, enabledWhen, requiredWhen, enabledScopes, requiredScopes] = useWatch({
    control,
    name: ["required", "enabledWhen", "requiredWhen", "enabledScopes", "requiredScopes"],
  });
  const roleOptions = [
    { key: "admin", value: t("realmSettings.userProfile.roleAdmin") },
    { key: "user", value: t("realmSettings.userProfile.roleUser") },
  ];
  const conditionOptions = [
    { key: "always", value: t("realmSettings.userProfile.always") },
    { key: "scopes", value: t("realmSettings.userProfile.whenScopes") },
  ];
  const scopes = useScopeNames([...enabledScopes, ...requiredScopes]);

  return (
    <>
      <FormSection title={t("realmSettings.userProfile.general")} titleElement="h2">
        <TextControl
          name="name"
          label={t("realmSettings.userProfile.name")}
          labelIcon={t("realmSettings.userProfile.nameHelp")}
          isDisabled={!isNew}
          rules={{
            required: true,
            maxLength: storedTextLimit,
            pattern: {
              value: attributeNamePattern,
              message: t("realmSettings.userProfile.nameInvalid"),
            },
            validate: (value) =>
              !isNew ||
              !takenNames.includes(String(value).trim()) ||
              t("realmSettings.userProfile.nameTaken"),
          }}
        />
        <TextControl
          name="displayName"
          label={t("realmSettings.userProfile.displayName")}
          labelIcon={t("realmSettings.userProfile.displayNameHelp")}
          rules={{ maxLength: storedTextLimit }}
        />
        <SwitchControl name="multivalued" label={t("realmSettings.userProfile.multivalued")} />
        <SelectControl
          name="group"
          label={t("realmSettings.userProfile.group")}
          placeholder={t("realmSettings.userProfile.noGroup")}
          options={[
            { key: "", value: t("realmSettings.userProfile.noGroup") },
            ...groups.map((group) => ({ key: group, value: group })),
          ]}
        />
        <RadioGroupControl
          name="enabledWhen"
          label={t("realmSettings.userProfile.enabledWhen")}
          options={conditionOptions}
        />
        {enabledWhen === "scopes" && (
          <SelectControl
            name="enabledScopes"
            label={t("realmSettings.userProfile.enabledScopes")}
            variant="multi"
            options={scopes}
            rules={{ validate: atLeastOne(t("realmSettings.userProfile.scopesRequired")) }}
          />
        )}
      </FormSection>
      <FormSection title={t("realmSettings.userProfile.requiredSection")} titleElement="h2">
        <SwitchControl name="required" label={t("realmSettings.userProfile.required")} />
        {required && (
          <>
            <CheckboxGroupControl
              name="requiredFor"
              label={t("realmSettings.userProfile.requiredFor")}
              options={roleOptions}
              rules={{ validate: atLeastOne(t("realmSettings.userProfile.rolesRequired")) }}
            />
            <RadioGroupControl
              name="requiredWhen"
              label={t("realmSettings.userProfile.requiredWhen")}
              options={conditionOptions}
            />
            {requiredWhen === "scopes" && (
              <SelectControl
                name="requiredScopes"
                label={t("realmSettings.userProfile.requiredScopes")}
                variant="multi"
                options={scopes}
                rules={{ validate: atLeastOne(t("realmSettings.userProfile.scopesRequired")) }}
              />
            )}
          </>
        )}
      </FormSection>
      <FormSection title={t("realmSettings.userProfile.permissions")} titleElement="h2">
        <CheckboxGroupControl
          name="viewers"
          label={t("realmSettings.userProfile.whoCanView")}
          options={roleOptions}
        />
        <CheckboxGroupControl
          name="editors"
          label={t("realmSettings.userProfile.whoCanEdit")}
          options={roleOptions}
        />
      </FormSection>
      <FormSection title={t("realmSettings.userProfile.validations")} titleElement="h2">
        <ValidatorsControl />
      </FormSection>
      <FormSection title={t("realmSettings.userProfile.annotations")} titleElement="h2">
        <KeyValueControl
          name="annotations"
          label={t("realmSettings.userProfile.annotations")}
          addLabel={t("realmSettings.userProfile.addAnnotation")}
          emptyText={t("realmSettings.userProfile.noAnnotations")}
          keyMaxLength={storedTextLimit}
        />
      </FormSection>
    </>
  );
}

const atLeastOne = (message: string) => (value: unknown) =>
  (Array.isArray(value) && value.length > 0) || message;

/**
 * The realm's client scope names. The server lists them only to those who may view clients: the
 * others are not asked for them and choose among the scopes the attribute names already.
 */
function useScopeNames(chosen: readonly string[]): string[] {
  const client = useAdminClient();
  const realm = useRealm();
  const canList = useAccess().hasSomeAccess("view-clients", "manage-clients");
  const scopes = useQuery({ ...clientScopesQuery(client, realm), enabled: canList });
  const listed = (scopes.data ?? []).flatMap((scope) =>
    scope.name === undefined ? [] : [scope.name],
  );
  return [...new Set([...listed, ...chosen])];
}
