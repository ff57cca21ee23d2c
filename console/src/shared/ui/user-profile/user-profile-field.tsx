import type { UserProfileAttributeMetadata } from "@gatehouse/admin-client";
import { HelperText, HelperTextItem } from "@patternfly/react-core";
import type { TextInputProps } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { userProfileFieldName } from "@/shared/lib/user-profile-field";
import { CheckboxGroupControl } from "../form/checkbox-group-control";
import { LocaleSelectControl } from "../form/locale-select-control";
import { MultiValueControl } from "../form/multi-value-control";
import { RadioGroupControl } from "../form/radio-group-control";
import { emailPattern, type ControlRules } from "../form/rules";
import { SelectControl } from "../form/select-control";
import { TextAreaControl } from "../form/text-area-control";
import { TextControl } from "../form/text-control";
import {
  annotation,
  attributeLabel,
  attributeOptions,
  numberAnnotation,
  validatorLimits,
} from "./attribute-metadata";

/** `html5-*` input types the text field supports; others fall back to text. */
const html5Types: Record<string, TextInputProps["type"]> = {
  "html5-email": "email",
  "html5-tel": "tel",
  "html5-url": "url",
  "html5-number": "number",
  "html5-range": "number",
  "html5-datetime-local": "datetime-local",
  "html5-date": "date",
  "html5-month": "month",
  "html5-time": "time",
};

function patternOf(source: string | undefined): RegExp | undefined {
  if (source === undefined || source === "") return undefined;
  try {
    // HTML's pattern attribute matches the whole value; so does the rule.
    return new RegExp(`^(?:${source})$`, "u");
  } catch {
    return undefined;
  }
}

export interface UserProfileFieldProps {
  attribute: UserProfileAttributeMetadata;
  isDisabled?: boolean;
  /**
   * The realm's supported locales when internationalisation is on: the `locale` attribute is then
   * a choice among them instead of free text, so a user cannot be given a language the realm
   * does not offer.
   */
  locales?: readonly string[];
}

/**
 * One user-profile attribute as a form field, chosen by its `inputType` annotation: text (default),
 * textarea, select, multiselect, select-radiobuttons, multiselect-checkboxes and the html5-* types;
 * a multivalued text attribute is a list of inputs. Honours required, read-only, the helper texts
 * before and after, placeholders, columns, rows, size and the minimum, maximum, length, pattern and
 * step annotations. {@link UserProfileFields} renders one per attribute; use it alone to place a
 * single attribute elsewhere.
 *
 * @example
 * <UserProfileField attribute={localeAttribute} isDisabled={!canManageUsers} />
 */
export function UserProfileField({
  attribute,
  isDisabled = false,
  locales,
}: UserProfileFieldProps) {
  const { t } = useTranslation();
  if (!attribute.name) return null;
  const name = userProfileFieldName(attribute.name);
  const inputType = annotation(attribute, "inputType") ?? "text";
  const textBefore = annotation(attribute, "inputHelperTextBefore");
  const textAfter = annotation(attribute, "inputHelperTextAfter");
  const limits = validatorLimits(attribute);
  const minLength = numberAnnotation(attribute, "inputTypeMinlength");
  const maxLength = numberAnnotation(attribute, "inputTypeMaxlength");
  const min = numberAnnotation(attribute, "inputTypeMin");
  const max = numberAnnotation(attribute, "inputTypeMax");
  const pattern =
    patternOf(annotation(attribute, "inputTypePattern")) ??
    (limits.isEmail ? emailPattern : undefined);
  const html5Type = html5Types[inputType];
  const isNumeric = html5Type === "number";

  const rules: ControlRules = {
    ...(attribute.required && !attribute.readOnly ? { required: true } : {}),
    // The annotations shape the input; the validators are what the server enforces without them.
    ...((minLength ?? limits.minLength) === undefined
      ? {}
      : { minLength: minLength ?? limits.minLength }),
    ...((maxLength ?? limits.maxLength) === undefined
      ? {}
      : { maxLength: maxLength ?? limits.maxLength }),
    ...(pattern === undefined ? {} : { pattern }),
    ...(isNumeric && min !== undefined ? { min } : {}),
    ...(isNumeric && max !== undefined ? { max } : {}),
  };
  const common = {
    name,
    label: attributeLabel(attribute, t),
    rules,
    isDisabled: isDisabled || attribute.readOnly === true,
    helperText: textAfter === undefined ? undefined : translatePlaceholders(textAfter, t),
  };
  const placeholder = annotation(attribute, "inputTypePlaceholder");
  const shownPlaceholder =
    placeholder === undefined ? undefined : translatePlaceholders(placeholder, t);

  const isLocaleChoice = attribute.name === "locale" && locales !== undefined && locales.length > 0;

  const field = (() => {
    if (isLocaleChoice) return <LocaleSelectControl {...common} locales={locales} />;
    switch (inputType) {
      case "textarea":
        return (
          <TextAreaControl
            {...common}
            placeholder={shownPlaceholder}
            rows={numberAnnotation(attribute, "inputTypeRows")}
            cols={numberAnnotation(attribute, "inputTypeCols")}
          />
        );
      case "select":
      case "multiselect":
        return (
          <SelectControl
            {...common}
            options={attributeOptions(attribute, t)}
            variant={inputType === "multiselect" || attribute.multivalued ? "multi" : "single"}
            placeholder={shownPlaceholder}
          />
        );
      case "select-radiobuttons":
        return <RadioGroupControl {...common} options={attributeOptions(attribute, t)} />;
      case "multiselect-checkboxes":
        return <CheckboxGroupControl {...common} options={attributeOptions(attribute, t)} />;
      default: {
        const inputProps = {
          type: html5Type ?? "text",
          placeholder: shownPlaceholder,
          size: numberAnnotation(attribute, "inputTypeSize"),
          minLength,
          maxLength,
          min,
          max,
          step: annotation(attribute, "inputTypeStep"),
        };
        return attribute.multivalued ? (
          <MultiValueControl {...common} type={inputProps.type} placeholder={shownPlaceholder} />
        ) : (
          <TextControl {...common} {...inputProps} />
        );
      }
    }
  })();

  return (
    <>
      {textBefore !== undefined && (
        <HelperText>
          <HelperTextItem>{translatePlaceholders(textBefore, t)}</HelperTextItem>
        </HelperText>
      )}
      {field}
    </>
  );
}
