import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { textOf } from "@/shared/ui/form/field-values";
import { FormField } from "@/shared/ui/form/form-field";
import { SelectControl } from "@/shared/ui/form/select-control";
import { useFormControl } from "@/shared/ui/form/use-form-control";
import { TimeSelector } from "@/shared/ui/time/time-selector";
import { cachePolicies, cacheSettingsOf, type CacheSettingKey } from "./cache-policy";

/**
 * The cache policy of a user-storage provider (LDAP, Kerberos, custom): policy, then the fields
 * the chosen policy uses. Reads the surrounding react-hook-form through `useFormContext()`; the
 * form's values hold the provider's configuration as single strings under `config`:
 * `config.cachePolicy`, `config.maxLifespan` (milliseconds), `config.evictionDay`,
 * `config.evictionHour`, `config.evictionMinute`.
 */
export interface CachePolicyFieldsProps {
  readOnly: boolean;
}

// The server counts days as Java's calendar does: Sunday is 1, Saturday 7.
const dayNumbers = ["1", "2", "3", "4", "5", "6", "7"] as const;
// 4 January 2026 was a Sunday: the names of the days that follow it, in the user's language.
const firstSunday = Date.UTC(2026, 0, 4);
const dayMs = 86_400_000;

const pad = (value: number) => String(value).padStart(2, "0");
const hours = Array.from({ length: 24 }, (_unused, hour) => ({
  key: String(hour),
  value: pad(hour),
}));
const minutes = Array.from({ length: 60 }, (_unused, minute) => ({
  key: String(minute),
  value: pad(minute),
}));

export function CachePolicyFields({ readOnly }: CachePolicyFieldsProps) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext<{ config: Record<string, unknown> }>();
  const policy = useWatch({ control, name: "config.cachePolicy" });
  const used = cacheSettingsOf(typeof policy === "string" ? policy : undefined);
  const dayName = new Intl.DateTimeFormat(i18n.language, { weekday: "long", timeZone: "UTC" });
  // Hidden settings keep no rule: only what the chosen policy shows may stop a save.
  const required = (key: CacheSettingKey) => ({
    validate: (value: unknown) =>
      !used.includes(key) || textOf(value) !== "" ? true : t("form.required"),
  });

  return (
    <>
      <SelectControl
        name="config.cachePolicy"
        label={t("userFederation.cache.policy")}
        labelIcon={t("userFederation.cache.policyHelp")}
        isDisabled={readOnly}
        options={cachePolicies.map((key) => ({
          key,
          value: t(`userFederation.cache.policies.${key}`),
        }))}
      />
      {used.includes("evictionDay") && (
        <SelectControl
          name="config.evictionDay"
          label={t("userFederation.cache.evictionDay")}
          isDisabled={readOnly}
          rules={required("evictionDay")}
          options={dayNumbers.map((day, index) => ({
            key: day,
            value: dayName.format(new Date(firstSunday + index * dayMs)),
          }))}
        />
      )}
      {used.includes("evictionHour") && (
        <SelectControl
          name="config.evictionHour"
          label={t("userFederation.cache.evictionHour")}
          isDisabled={readOnly}
          rules={required("evictionHour")}
          options={hours}
        />
      )}
      {used.includes("evictionMinute") && (
        <SelectControl
          name="config.evictionMinute"
          label={t("userFederation.cache.evictionMinute")}
          isDisabled={readOnly}
          rules={required("evictionMinute")}
          options={minutes}
        />
      )}
      {used.includes("maxLifespan") && (
        <MaxLifespanField readOnly={readOnly} rules={required("maxLifespan")} />
      )}
    </>
  );
}

/** The lifespan the server keeps in milliseconds, chosen as a duration in seconds or larger. */
function MaxLifespanField({
  readOnly,
  rules,
}: {
  readOnly: boolean;
  rules: { validate: (value: unknown) => true | string };
}) {
  const { t } = useTranslation();
  const label = t("userFederation.cache.maxLifespan");
  const { field, fieldProps, id, describedBy, validated } = useFormControl<
    { config: Record<string, unknown> },
    "config.maxLifespan"
  >({ name: "config.maxLifespan", label, rules, isDisabled: readOnly });
  const stored = Number(field.value);
  const seconds =
    field.value === "" || field.value === undefined || !Number.isFinite(stored)
      ? undefined
      : Math.round(stored / 1000);
  return (
    <FormField {...fieldProps}>
      <TimeSelector
        id={id}
        aria-label={label}
        aria-describedby={describedBy}
        isInvalid={validated === "error"}
        value={seconds}
        min={1}
        onChange={(value) => {
          field.onChange(value === undefined ? "" : String(value * 1000));
        }}
        isDisabled={readOnly}
      />
    </FormField>
  );
}
