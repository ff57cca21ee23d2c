import { useMemo } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { localeOptions } from "./locale-options";
import { SelectControl, type SelectControlProps } from "./select-control";

export type LocaleSelectControlProps<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
> = Omit<SelectControlProps<TFieldValues, TName>, "options" | "variant" | "placeholder"> & {
  /** Locale codes to offer, e.g. the realm's supported locales. */
  locales: readonly string[];
  /** Text of the first option, which stores an empty string; defaults to the translated "Default". */
  defaultLabel?: string;
};

/**
 * A locale select: a default option first (stored as ""), then the locales by their names
 * in the console's language, sorted; a type-ahead from 10 entries on.
 *
 * @example
 * <LocaleSelectControl name="attributes.locale" label={t("users.locale")} locales={realm.supportedLocales ?? []} />
 */
export function LocaleSelectControl<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>({ locales, defaultLabel, ...props }: LocaleSelectControlProps<TFieldValues, TName>) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const named = useMemo(() => localeOptions(locales, language), [locales, language]);
  const defaultText = defaultLabel ?? t("form.defaultLocale");
  return (
    <SelectControl
      {...props}
      placeholder={defaultText}
      options={[{ key: "", value: defaultText }, ...named]}
    />
  );
}
