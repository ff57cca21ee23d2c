import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { ErrorMessage } from "@/shared/api/error-message";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import type { FlowNameValues } from "./form-state";

/**
 * A flow's name and description, in the nearest `FormProvider`: the create form and the
 * duplicate and edit dialogs ask the same and refuse the same.
 */
export function FlowNameFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextControl<FlowNameValues, "alias">
        name="alias"
        label={t("authentication.flows.name")}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (value) => value.trim() !== "" || t("authentication.flows.nameBlank"),
        }}
      />
      <TextAreaControl<FlowNameValues, "description">
        name="description"
        label={t("authentication.flows.descriptionLabel")}
        rules={{
          maxLength: {
            value: storedTextLimit,
            message: t("authentication.flows.descriptionTooLong", { max: storedTextLimit }),
          },
        }}
      />
    </>
  );
}

/** A name the server refuses because another flow has it (409) belongs on the name field. */
export function nameTakenRefusal(t: TFunction) {
  return (failure: ErrorMessage, values: FlowNameValues) =>
    failure.status === 409
      ? {
          field: "alias" as const,
          message: t("authentication.flows.nameTaken", { name: values.alias.trim() }),
        }
      : undefined;
}
