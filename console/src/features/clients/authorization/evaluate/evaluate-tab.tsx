import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { KeyValueControl } from "@/shared/ui/form/key-value-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import type { ClientTabProps } from "../../api/client-query";
import { resourceChoicesQuery, scopeChoicesQuery } from "../../api/permission-choices-query";
import { SearchedChoicesControl } from "@/shared/authorization/searched-choices-control";
import { EvaluationIdentityFields } from "./evaluation-identity-fields";
import { EvaluationForm } from "@/shared/authorization/evaluate/evaluation-form";
import { evaluationRequest, type EvaluateFormValues } from "./evaluation-request";

type Values = EvaluateFormValues;

/**
 * Asks the server how the resource server's policies decide for a user (optionally holding extra
 * realm roles) asking through a client, on chosen resources and scopes or on all of them. It changes
 * nothing, so anyone who may see the authorization settings may run it.
 */
export function EvaluateTab({ client: owner }: ClientTabProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const form = useForm<Values>({
    defaultValues: {
      clientId: owner.id,
      userId: "",
      roleNames: [],
      attributes: [],
      resources: [],
      scopes: [],
    },
    mode: "onChange",
  });

  return (
    <EvaluationForm<Values> resourceServerId={owner.id} form={form} toRequest={evaluationRequest}>
      <EvaluationIdentityFields owner={owner} />
      <KeyValueControl<Values, "attributes">
        name="attributes"
        label={t("authorization.evaluate.form.attributes")}
        helperText={t("authorization.evaluate.form.attributesHelp")}
        addLabel={t("authorization.evaluate.form.addAttribute")}
        emptyText={t("authorization.evaluate.form.noAttributes")}
        keyMaxLength={storedTextLimit}
        valueMaxLength={storedTextLimit}
      />
      <SearchedChoicesControl<Values, "resources">
        name="resources"
        label={t("authorization.evaluate.form.resources")}
        helperText={t("authorization.evaluate.form.resourcesHelp")}
        placeholder={t("authorization.evaluate.form.allResources")}
        variant="multi"
        known={[]}
        searchQuery={(search) => resourceChoicesQuery(client, realm, owner.id, search)}
      />
      <SearchedChoicesControl<Values, "scopes">
        name="scopes"
        label={t("authorization.evaluate.form.scopes")}
        helperText={t("authorization.evaluate.form.scopesHelp")}
        placeholder={t("authorization.evaluate.form.allScopes")}
        variant="multi"
        known={[]}
        // The server looks scopes up by name when evaluating, so the field holds names.
        searchQuery={(search) => ({
          ...scopeChoicesQuery(client, realm, owner.id, search),
          select: (scopes) => scopes.map((scope) => ({ id: scope.name, name: scope.name })),
        })}
      />
    </EvaluationForm>
  );
}
