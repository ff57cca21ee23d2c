import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useDebouncedValue } from "@/shared/lib/use-debounced-value";
import { fieldIds } from "@/shared/ui/form/form-field";
import type { SelectChoice } from "@/shared/ui/form/select-options";
import { TypeaheadSelect } from "@/shared/ui/form/typeahead-select";
import { usernameQuery, userSearchQuery } from "@/shared/user-picker/api/user-search-query";

/**
 * The realm's users as a select searched on the server while the administrator types, shown by
 * username; the value is the user's id, which the events search takes.
 */
export function EventUserSelect({
  id,
  label,
  value,
  onChange,
  onBlur,
}: {
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
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed.trim());
  const users = useQuery({
    ...userSearchQuery(client, realm, search),
    placeholderData: keepPreviousData,
  });
  // A user chosen before (from the address) may not be among the users found: name it anyway.
  const chosenName = useQuery({ ...usernameQuery(client, realm, value), enabled: value !== "" });
  const choices: SelectChoice[] = (users.data ?? []).flatMap((user) =>
    user.id === undefined ? [] : [{ key: user.id, label: user.username ?? user.id }],
  );
  if (value !== "" && !choices.some((choice) => choice.key === value))
    choices.unshift({ key: value, label: chosenName.data ?? value });
  return (
    <TypeaheadSelect
      id={id}
      labelId={fieldIds(id).label}
      label={label}
      choices={choices}
      selected={value === "" ? [] : [value]}
      isMulti={false}
      onChange={(keys) => {
        onChange(keys[0] ?? "");
      }}
      onBlur={onBlur}
      hasError={false}
      testId="user-events-user-filter"
      placeholder={t("events.filters.userPlaceholder")}
      onFilterChange={setTyped}
      isLoading={users.isFetching}
    />
  );
}
