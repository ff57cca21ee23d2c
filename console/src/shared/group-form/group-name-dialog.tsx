import type { GroupRepresentation } from "@gatehouse/admin-client";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { groupFormValues, groupFromForm, type GroupFormValues } from "./form-state";

export interface GroupNameDialogProps {
  /** The group being renamed; a new group when left out. */
  group?: GroupRepresentation;
  /** Translated title ("Create a group", "Create a sub-group of staff", "Rename staff"). */
  title: string;
  submitLabel: string;
  /** Saves the group built from the values; the dialog stays open with them when it fails. */
  onSave: (group: GroupRepresentation) => unknown;
  onClose: () => void;
}

/** The name and description of a new group, or of one being renamed (realm or organization groups). */
export function GroupNameDialog({
  group,
  title,
  submitLabel,
  onSave,
  onClose,
}: GroupNameDialogProps) {
  const { t } = useTranslation();
  const form = useForm<GroupFormValues>({
    defaultValues: groupFormValues(group),
    mode: "onChange",
  });
  return (
    <FormDialog<GroupFormValues>
      title={title}
      form={form}
      submitLabel={submitLabel}
      errorTitle={t("groups.saveError")}
      onSubmit={(values) => onSave(groupFromForm(values, group))}
      refusedField={(failure, { name }) =>
        failure.status === 409
          ? { field: "name", message: t("groups.nameTaken", { name: name.trim() }) }
          : undefined
      }
      onClose={onClose}
      variant="medium"
    >
      <TextControl<GroupFormValues, "name">
        name="name"
        label={t("groups.name")}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) => value.trim() !== "" || t("groups.nameBlank"),
        }}
      />
      <TextAreaControl<GroupFormValues, "description">
        name="description"
        label={t("groups.descriptionLabel")}
        rules={{ maxLength: storedTextLimit }}
      />
    </FormDialog>
  );
}
