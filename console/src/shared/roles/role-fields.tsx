import { useTranslation } from "react-i18next";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import type { RoleFormValues } from "./form-state";

/**
 * A role's name and description, in the form of the nearest `FormProvider`. The name is fixed once
 * the role exists (other roles, clients and tokens refer to it), so it is read-only then.
 */
export function RoleFields({
  nameReadOnly = false,
  isDisabled = false,
}: {
  nameReadOnly?: boolean;
  isDisabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextControl<RoleFormValues, "name">
        name="name"
        label={t("roles.name")}
        {...(nameReadOnly && { readOnlyVariant: "default" as const })}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) => value.trim() !== "" || t("roles.nameBlank"),
        }}
      />
      <TextAreaControl<RoleFormValues, "description">
        name="description"
        label={t("roles.descriptionLabel")}
        isDisabled={isDisabled}
        rules={{ maxLength: { value: 255, message: t("roles.descriptionTooLong", { max: 255 }) } }}
      />
    </>
  );
}
