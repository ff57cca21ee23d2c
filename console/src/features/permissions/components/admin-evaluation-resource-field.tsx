import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import type { AccessRight } from "@/shared/access/rights";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { SearchedChoicesControl } from "@/shared/authorization/searched-choices-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import type { AdminEvaluationValues as Values } from "../admin-evaluation-request";
import { resourceChoicesQuery } from "../api/resource-choices-query";

/**
 * The rights that let an administrator list the objects of a type the console searches: any one
 * of them. The server refuses the search to others, so they type the object's id instead.
 */
const searchRights: Record<string, readonly AccessRight[]> = {
  Users: ["query-users", "view-users", "manage-users"],
  Groups: ["query-groups", "view-users", "manage-users"],
  Clients: ["query-clients", "view-clients", "manage-clients"],
  Roles: ["view-realm", "manage-realm"],
};

/**
 * The object of the chosen resource type the administrator would act on, searched on the server as
 * a permission's objects are. Where the rights or the type do not let the console search, its id
 * is typed, and the help says which rights would let the console search.
 */
export function AdminEvaluationResourceField({ resourceType }: { resourceType: string }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const rights = searchRights[resourceType];
  const required = t("permissions.admin.evaluate.resourceRequired");
  const validate = (value: string) => value.trim() !== "" || required;
  if (rights !== undefined && access.hasSomeAccess(...rights))
    return (
      <SearchedChoicesControl<Values, "resource">
        // A new type starts a new search, without the names of another type's objects.
        key={resourceType}
        name="resource"
        label={t("permissions.admin.evaluate.resource", { type: resourceType })}
        placeholder={t("permissions.admin.evaluate.resourcePlaceholder")}
        variant="single"
        known={[]}
        searchQuery={(search) => resourceChoicesQuery(client, realm, resourceType, search)}
        rules={{ validate }}
      />
    );
  return (
    <TextControl<Values, "resource">
      key={resourceType}
      name="resource"
      label={t("permissions.admin.evaluate.resourceId", { type: resourceType })}
      helperText={
        rights === undefined
          ? t("permissions.admin.evaluate.resourceIdHelp", { type: resourceType })
          : t("permissions.admin.evaluate.resourceNeedsRight", {
              type: resourceType,
              rights: rights.join(", "),
            })
      }
      autoComplete="off"
      rules={{ validate, maxLength: storedTextLimit }}
    />
  );
}
