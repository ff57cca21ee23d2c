import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { UserPickerDialog } from "@/shared/user-picker/user-picker-dialog";
import { nameIn, rememberName, useChosenNames } from "../api/chosen-names";
import { ChosenList } from "../chosen-list";
import type { PolicyFormValues } from "../form-state";
import { usePolicyEditor } from "../policy-editor-context";

/** A user policy's users, chosen from the realm's users as the server searches them. */
export function UserFields() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { realm, isReadOnly } = usePolicyEditor();
  const { control, watch } = useFormContext<PolicyFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "users", keyName: "key" });
  const [picking, setPicking] = useState(false);
  const users = watch("users");
  const names = useChosenNames(
    realm,
    "user",
    users.map((user) => user.id),
  );
  const chosen = new Set(users.map((user) => user.id));
  return (
    <ChosenList
      label={t("authorization.policies.user.users")}
      rows={fields.map((field) => ({ id: field.id, label: nameIn(names, field.id) }))}
      onRemove={remove}
      onAdd={() => {
        setPicking(true);
      }}
      addLabel={t("authorization.policies.user.add")}
      isDisabled={isReadOnly}
      picker={
        picking && (
          <UserPickerDialog
            title={t("authorization.policies.user.pick")}
            mode="multiple"
            listLabel={t("authorization.policies.user.pick")}
            searchLabel={t("authorization.policies.form.pickerSearch")}
            queryKey={["authorization", realm, "policy-user-choices"]}
            noUsers={{
              title: t("authorization.policies.form.pickerEmpty"),
              body: t("authorization.policies.user.noUsers"),
            }}
            unavailableReason={(user) =>
              chosen.has(user.id ?? "") ? t("authorization.policies.form.alreadyChosen") : undefined
            }
            confirmLabel={(count) => t("authorization.policies.form.pickerAdd", { count })}
            onConfirm={(picked) => {
              for (const user of picked) {
                if (user.id === undefined) continue;
                rememberName(queryClient, realm, "user", user.id, {
                  name: user.username ?? user.id,
                });
                append({ id: user.id });
              }
            }}
            onClose={() => {
              setPicking(false);
            }}
          />
        )
      }
    />
  );
}
