import type { UserRepresentation } from "@gatehouse/admin-client";
import { Alert, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import type { MultiValueMap } from "@/shared/lib/key-value";
import { AttributesForm } from "@/shared/ui/attributes/attributes-form";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { unmanagedAttributesQuery } from "../api/unmanaged-attributes-query";
import { useSaveUnmanagedAttributes } from "../api/use-save-unmanaged-attributes";
import type { UnmanagedAccess } from "../unmanaged-attributes";
import { useCanManageUser } from "../use-can-manage-user";

/**
 * The server keeps an unmanaged attribute's name in a column of `storedTextLimit` characters (a
 * longer one fails the whole save without saying why) and refuses values over 2,048 characters.
 */
const userAttributeLimits = { key: storedTextLimit, value: 2048 };

/** The user's attributes the user profile does not declare, editable unless the policy or rights say no. */
export function AttributesTab({
  user,
  policy,
}: {
  user: UserRepresentation;
  policy: UnmanagedAccess;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const attributes = useQuery(unmanagedAttributesQuery(client, realm, user.id ?? ""));

  if (attributes.isPending) return <Skeleton screenreaderText={t("users.attributes.loading")} />;
  if (attributes.isError) {
    return (
      <Alert variant="danger" isInline title={t("users.attributes.loadError")}>
        {errorMessage(attributes.error, t).message}
      </Alert>
    );
  }
  return (
    // Start again from what the server holds after each save.
    <UnmanagedAttributesForm
      key={JSON.stringify(attributes.data)}
      user={user}
      stored={attributes.data}
      policy={policy}
    />
  );
}

function UnmanagedAttributesForm({
  user,
  stored,
  policy,
}: {
  user: UserRepresentation;
  stored: MultiValueMap;
  policy: UnmanagedAccess;
}) {
  const { t } = useTranslation();
  const canManage = useCanManageUser(user);
  const save = useSaveUnmanagedAttributes(user);
  return (
    <AttributesForm
      attributes={stored}
      save={(next) => save.mutateAsync({ previous: stored, next })}
      isSaving={save.isPending}
      canEdit={policy === "edit" && canManage}
      maxLength={userAttributeLimits}
      texts={{
        label: t("users.attributes.label"),
        keyLabel: t("users.attributes.key"),
        valueLabel: t("users.attributes.value"),
        addLabel: t("users.attributes.add"),
        saved: t("users.attributes.saved"),
      }}
      saveErrorKey="users.attributes.saveError"
      notice={
        policy === "view" && (
          <Alert variant="info" isInline isPlain title={t("users.attributes.viewOnly")} />
        )
      }
    />
  );
}
