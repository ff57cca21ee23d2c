import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { SelectControl } from "@/shared/ui/form/select-control";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { requiredActionsQuery } from "../api/required-actions-query";

export interface AccountFieldsProps {
  isDisabled?: boolean;
  /** Actions the user already has that the realm no longer offers, kept so they can be removed. */
  current?: readonly string[];
}

/** The switches and required actions of a user, shared by the create and details forms. */
export function AccountFields({ isDisabled = false, current = [] }: AccountFieldsProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const actions = useQuery(requiredActionsQuery(client, realm));
  const offered = actions.data ?? [];
  const options = [
    ...offered,
    ...current.filter((alias) => !offered.some((action) => action.key === alias)),
  ];
  return (
    <>
      <SelectControl
        name="requiredActions"
        label={t("users.requiredActions")}
        variant="multi"
        options={options}
        placeholder={t("users.requiredActionsPlaceholder")}
        isDisabled={isDisabled}
      />
      <SwitchControl
        name="emailVerified"
        label={t("users.emailVerified")}
        labelOn={t("users.yes")}
        labelOff={t("users.no")}
        isDisabled={isDisabled}
      />
      <SwitchControl
        name="enabled"
        label={t("users.enabled")}
        labelOn={t("users.yes")}
        labelOff={t("users.no")}
        isDisabled={isDisabled}
      />
    </>
  );
}
