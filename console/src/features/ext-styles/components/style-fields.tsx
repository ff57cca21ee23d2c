import { useTranslation } from "react-i18next";
import { ColourControl } from "@/shared/ui/form/colour-control";
import { optionalHttpUrl } from "@/shared/ui/form/rules";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import type { StyleField, StyleValues } from "../form-state";
import { sampleColours } from "../preview-document";

interface FieldProps {
  name: StyleField;
  isDisabled: boolean;
}

/** An image address: empty, or a full http or https address the browser can load. */
export function ImageUrlField({ name, isDisabled }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextControl<StyleValues>
      name={name}
      label={t(`extStyles.field.${name}`)}
      helperText={t(`extStyles.field.${name}Help`)}
      type="url"
      dir="ltr"
      placeholder="https://"
      isDisabled={isDisabled}
      rules={{ validate: optionalHttpUrl(t("extStyles.urlInvalid")) }}
    />
  );
}

/** The three colours of the login pages or the portal. */
export function ColourFields({
  area,
  isDisabled,
}: {
  area: "login" | "portal";
  isDisabled: boolean;
}) {
  const { t } = useTranslation();
  const sample = sampleColours[area];
  const fields = [
    [`${area}PrimaryColour`, sample.primary],
    [`${area}SecondaryColour`, sample.secondary],
    [`${area}BackgroundColour`, sample.background],
  ] as const;
  return fields.map(([name, shown]) => (
    <ColourControl<StyleValues>
      key={name}
      name={name}
      // An empty field's picker starts from the colour the preview shows for it.
      pickerFallback={shown}
      label={t(`extStyles.field.${name}`)}
      helperText={t(`extStyles.field.${name}Help`)}
      isDisabled={isDisabled}
    />
  ));
}

/** A style sheet, loaded after the theme's own. */
export function CssField({ name, isDisabled }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextAreaControl<StyleValues>
      name={name}
      label={t(`extStyles.field.${name}`)}
      helperText={t(`extStyles.field.${name}Help`)}
      isDisabled={isDisabled}
      rows={8}
      // Style sheets read left to right in every language, and spelling checks only get in the way.
      dir="ltr"
      spellCheck={false}
      style={{ fontFamily: "var(--pf-t--global--font--family--mono)" }}
    />
  );
}

/** A line of text at the foot of every e-mail. */
export function FooterLineField({ name, isDisabled }: FieldProps) {
  const { t } = useTranslation();
  return (
    <TextControl<StyleValues>
      name={name}
      label={t(`extStyles.field.${name}`)}
      helperText={t(`extStyles.field.${name}Help`)}
      isDisabled={isDisabled}
    />
  );
}
