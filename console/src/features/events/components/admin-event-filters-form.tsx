import { Button, Flex, FlexItem, Form, TextInput } from "@patternfly/react-core";
import { useEffect, useEffectEvent, useId } from "react";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useServerInfo } from "@/shared/api/console-data";
import { DateRangeFilterFields } from "@/shared/events/event-filters-form";
import { fieldIds, FormField } from "@/shared/ui/form/form-field";
import { choicesOf } from "@/shared/ui/form/select-options";
import { TypeaheadSelect } from "@/shared/ui/form/typeahead-select";
import {
  addressOfAdminEventFilters,
  operationTypes,
  type AdminEventFilters,
} from "../admin-event-filters";

type TextField = "resourcePath" | "realm" | "client" | "user" | "ipAddress";

const fieldWidth = { width: "18rem", maxWidth: "100%" } as const;

/** One of the form's free-text filters. */
function TextFilterField({
  form,
  name,
  id,
  label,
  placeholder,
}: {
  form: UseFormReturn<AdminEventFilters>;
  name: TextField;
  id: string;
  label: string;
  placeholder?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label}>
          <TextInput
            id={id}
            value={field.value}
            onChange={(_event, value) => {
              field.onChange(value);
            }}
            onBlur={field.onBlur}
            {...(placeholder !== undefined && { placeholder })}
          />
        </FormField>
      )}
    />
  );
}

/** One of the form's multi-selects (resource types, operation types). */
function ListFilterField({
  form,
  name,
  id,
  label,
  choices,
  placeholder,
}: {
  form: UseFormReturn<AdminEventFilters>;
  name: "resourceTypes" | "operationTypes";
  id: string;
  label: string;
  choices: readonly string[];
  placeholder: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormField id={id} label={label}>
          <TypeaheadSelect
            id={id}
            labelId={fieldIds(id).label}
            label={label}
            choices={choicesOf([...choices])}
            selected={field.value}
            isMulti
            onChange={field.onChange}
            onBlur={field.onBlur}
            hasError={false}
            testId={`admin-events-${name}-filter`}
            placeholder={placeholder}
          />
        </FormField>
      )}
    />
  );
}

/**
 * The filters of the realm's admin events: what was changed (resource and operation types, path),
 * who changed it (realm, client, user, IP address) and when. They apply together on Search, so a
 * half-typed date never reaches the server; a bad day or a range ending before it starts shows its
 * problem under the field.
 */
export function AdminEventFiltersForm({
  applied,
  onApply,
}: {
  /** The filters the table shows now; the form follows them when they change elsewhere. */
  applied: AdminEventFilters;
  onApply: (filters: AdminEventFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const serverInfo = useServerInfo();
  const resourceTypes = [...(serverInfo.enums?.["resourceType"] ?? [])].sort();
  const form = useForm<AdminEventFilters>({ defaultValues: applied, mode: "onTouched" });
  const appliedKey = JSON.stringify(addressOfAdminEventFilters(applied));
  const follow = useEffectEvent(() => {
    form.reset(applied);
  });
  useEffect(() => {
    follow();
  }, [appliedKey]);

  const texts: { name: TextField; label: string; placeholder?: string }[] = [
    {
      name: "resourcePath",
      label: t("events.admin.resourcePath"),
      placeholder: t("events.admin.resourcePathPlaceholder"),
    },
    { name: "realm", label: t("events.admin.realm") },
    { name: "client", label: t("events.admin.client") },
    { name: "user", label: t("events.admin.user") },
    { name: "ipAddress", label: t("events.admin.ipAddress") },
  ];
  return (
    <Form
      aria-label={t("events.admin.filtersLabel")}
      onSubmit={(event) => {
        void form.handleSubmit((values) => {
          const trim = (value: string) => value.trim();
          onApply({
            ...values,
            resourcePath: trim(values.resourcePath),
            realm: trim(values.realm),
            client: trim(values.client),
            user: trim(values.user),
            ipAddress: trim(values.ipAddress),
            dateFrom: trim(values.dateFrom),
            dateTo: trim(values.dateTo),
          });
        })(event);
      }}
    >
      <Flex alignItems={{ default: "alignItemsFlexStart" }} flexWrap={{ default: "wrap" }}>
        <FlexItem style={fieldWidth}>
          <ListFilterField
            form={form}
            name="resourceTypes"
            id={`${id}-resource-types`}
            label={t("events.admin.resourceType")}
            choices={resourceTypes}
            placeholder={t("events.admin.anyResourceType")}
          />
        </FlexItem>
        <FlexItem style={fieldWidth}>
          <ListFilterField
            form={form}
            name="operationTypes"
            id={`${id}-operation-types`}
            label={t("events.admin.operationType")}
            choices={operationTypes}
            placeholder={t("events.admin.anyOperationType")}
          />
        </FlexItem>
        {texts.map((text) => (
          <FlexItem key={text.name} style={fieldWidth}>
            <TextFilterField form={form} id={`${id}-${text.name}`} {...text} />
          </FlexItem>
        ))}
        <DateRangeFilterFields form={form} id={id} />
        <FlexItem alignSelf={{ default: "alignSelfFlexEnd" }}>
          <Button type="submit" variant="secondary">
            {t("events.filters.search")}
          </Button>
        </FlexItem>
      </Flex>
    </Form>
  );
}
