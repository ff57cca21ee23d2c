import { Content, FormGroup } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { EvaluationUserField } from "@/shared/authorization/evaluate/evaluation-user-field";
import {
  evaluationClientChoicesQuery,
  evaluationRoleChoicesQuery,
} from "../../api/evaluation-identity-choices-query";
import { SearchedChoicesControl } from "@/shared/authorization/searched-choices-control";
import type { EvaluateFormValues as Values } from "./evaluation-request";

/**
 * Who the evaluation asks for: the client, the user and extra realm roles. Each chooser searches
 * the server only when the administrator's rights let it (viewing the authorization settings does
 * not let one list users, clients or roles); otherwise the field says which right is missing and
 * the evaluation still runs with what remains: the resource server's own client, a typed
 * username, no extra roles.
 */
export function EvaluationIdentityFields({ owner }: { owner: { id: string; clientId: string } }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const canSearchClients = access.hasSomeAccess("query-clients", "view-clients", "manage-clients");
  const canListRoles = access.hasSomeAccess("view-realm", "manage-realm");

  return (
    <>
      {canSearchClients ? (
        <SearchedChoicesControl<Values, "clientId">
          name="clientId"
          label={t("authorization.evaluate.form.client")}
          helperText={t("authorization.evaluate.form.clientHelp")}
          placeholder={t("authorization.evaluate.form.clientPlaceholder")}
          variant="single"
          known={[{ id: owner.id, name: owner.clientId }]}
          searchQuery={(search) => evaluationClientChoicesQuery(client, realm, owner.id, search)}
          rules={{ required: true }}
        />
      ) : (
        <FormGroup label={t("authorization.evaluate.form.client")} fieldId="evaluate-client">
          <Content component="p" id="evaluate-client">
            {t("authorization.evaluate.form.clientFixed", { clientId: owner.clientId })}
          </Content>
        </FormGroup>
      )}
      <EvaluationUserField clientId={owner.id} />
      {canListRoles ? (
        <SearchedChoicesControl<Values, "roleNames">
          name="roleNames"
          label={t("authorization.evaluate.form.roles")}
          helperText={t("authorization.evaluate.form.rolesHelp")}
          placeholder={t("authorization.evaluate.form.rolesPlaceholder")}
          variant="multi"
          known={[]}
          searchQuery={(search) => evaluationRoleChoicesQuery(client, realm, owner.id, search)}
        />
      ) : (
        <FormGroup label={t("authorization.evaluate.form.roles")} fieldId="evaluate-roles">
          <Content component="p" id="evaluate-roles">
            {t("authorization.evaluate.form.rolesNeedRight")}
          </Content>
        </FormGroup>
      )}
    </>
  );
}
