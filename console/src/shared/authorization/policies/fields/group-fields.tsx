import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { GroupPickerDialog } from "@/shared/group-picker/group-picker-dialog";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextControl } from "@/shared/ui/form/text-control";
import { nameIn, rememberName, useChosenNames } from "../api/chosen-names";
import { ChosenList } from "../chosen-list";
import type { PolicyFormValues } from "../form-state";
import { usePolicyEditor } from "../policy-editor-context";

/** A group policy's groups, each extended to its sub-groups or not, and the token's groups claim. */
export function GroupFields() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { realm, isReadOnly } = usePolicyEditor();
  const { control, watch } = useFormContext<PolicyFormValues>();
  const { fields, append, remove, update } = useFieldArray({
    control,
    name: "groups",
    keyName: "key",
  });
  const [picking, setPicking] = useState(false);
  const groups = watch("groups");
  // The server keeps groups by id only: their paths are asked for those the picker did not give.
  const names = useChosenNames(
    realm,
    "group",
    groups.filter((group) => group.path === "").map((group) => group.id),
  );
  return (
    <>
      <TextControl<PolicyFormValues>
        name="groupsClaim"
        label={t("authorization.policies.group.groupsClaim")}
        labelIcon={t("authorization.policies.group.groupsClaimHelp")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={isReadOnly}
      />
      <ChosenList
        label={t("authorization.policies.group.groups")}
        rows={fields.map((field, index) => ({
          id: field.id,
          label: field.path !== "" ? field.path : nameIn(names, field.id),
          flag: groups[index]?.extendChildren ?? false,
        }))}
        flag={{
          title: t("authorization.policies.group.extendChildren"),
          onChange: (index, extendChildren) => {
            const group = groups[index];
            if (group !== undefined) update(index, { ...group, extendChildren });
          },
        }}
        onRemove={remove}
        onAdd={() => {
          setPicking(true);
        }}
        addLabel={t("authorization.policies.group.add")}
        isDisabled={isReadOnly}
        picker={
          picking && (
            <GroupPickerDialog
              title={t("authorization.policies.group.pick")}
              confirmLabel={t("authorization.policies.group.pickConfirm")}
              mode="multiple"
              unavailable={{
                ids: new Set(groups.map((group) => group.id)),
                reason: t("authorization.policies.form.alreadyChosen"),
              }}
              onConfirm={(picked) => {
                for (const group of picked) {
                  rememberName(queryClient, realm, "group", group.id, { name: group.path });
                  append({ id: group.id, path: group.path, extendChildren: false });
                }
              }}
              onClose={() => {
                setPicking(false);
              }}
            />
          )
        }
      />
    </>
  );
}
