import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { SearchedSelect } from "@/shared/ui/form/searched-select";
import { usernameQuery, userSearchQuery } from "@/shared/user-picker/api/user-search-query";

/**
 * The realm's users as a select searched on the server while the administrator types, shown by
 * username; the value is the user's id, which the events search takes.
 */
export function EventUserSelect(props: {
  id: string;
  label: string;
  /** The chosen user's id, or empty for any user. */
  value: string;
  onChange: (userId: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  // A user chosen before (from the address) may not be among the users found: name it anyway.
  const chosenName = useQuery({
    ...usernameQuery(client, realm, props.value),
    enabled: props.value !== "",
  });
  return (
    <SearchedSelect
      {...props}
      chosenLabel={chosenName.data ?? undefined}
      testId="user-events-user-filter"
      placeholder={t("events.filters.userPlaceholder")}
      searchQuery={(search) => userSearchQuery(client, realm, search)}
      choiceOf={(user) =>
        user.id === undefined ? undefined : { key: user.id, label: user.username ?? user.id }
      }
    />
  );
}
