import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import { evaluationUserChoicesQuery } from "../api/evaluation-user-choices-query";
import { SearchedChoicesControl } from "../searched-choices-control";

/** The part of an evaluation form this field fills. */
interface UserFieldValues {
  userId: string;
}

/**
 * The user an evaluation decides for, held as text: the id of a user chosen from the server's
 * search, or, for an administrator whose rights do not let them list users, a username or id they
 * type (the server takes either). The typed field's help names the rights that would let them
 * search instead. The form around it holds the user in its `userId` field.
 */
export function EvaluationUserField({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const canSearchUsers = useAccess().hasSomeAccess("query-users", "view-users", "manage-users");
  const userRequired = t("authorization.evaluate.form.userRequired");
  const validate = (value: string) => value.trim() !== "" || userRequired;
  return canSearchUsers ? (
    <SearchedChoicesControl<UserFieldValues, "userId">
      name="userId"
      label={t("authorization.evaluate.form.user")}
      placeholder={t("authorization.evaluate.form.userPlaceholder")}
      variant="single"
      known={[]}
      searchQuery={(search) => evaluationUserChoicesQuery(client, realm, clientId, search)}
      rules={{ validate }}
    />
  ) : (
    <TextControl<UserFieldValues, "userId">
      name="userId"
      label={t("authorization.evaluate.form.username")}
      helperText={t("authorization.evaluate.form.usernameHelp")}
      autoComplete="off"
      rules={{ validate, maxLength: storedTextLimit }}
    />
  );
}
