import { Button, DatePicker, Flex, FlexItem, Form, TextInput } from "@patternfly/react-core";
import { useEffect, useEffectEvent, useId } from "react";
import { Controller, useForm, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { fieldIds, FormField } from "@/shared/ui/form/form-field";
import { choicesOf } from "@/shared/ui/form/select-options";
import { TypeaheadSelect } from "@/shared/ui/form/typeahead-select";
import { clientSearchQuery } from "@/shared/api/client-search-query";
import { SearchedSelect } from "@/shared/ui/form/searched-select";
import { EventUserSelect } from "./event-user-select";
import {
  addressOfEventFilters,
  eventDateProblems,
  type EventDateProblem,
  type EventFilters,
} from "./event-filters";

type DateField = "dateFrom" | "dateTo";

const fieldWidth = { width: "18rem", maxWidth: "100%" } as const;

/** The realm's clients as a select searched on the server while the administrator types. */
function ClientSelect(props: {
  id: string;
  label: string;
  value: string;
  onChange: (clientId: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  return (
    <SearchedSelect
      {...props}
      testId="user-events-client-filter"
      placeholder={t("events.filters.clientPlaceholder")}
      searchQuery={(search) => clientSearchQuery(client, realm, search)}
      choiceOf={(found) =>
        found.clientId === undefined ? undefined : { key: found.clientId, label: found.clientId }
      }
    />
  );
}

/** The two days of a search's date range, the part every events search form has. */
export type DateRangeValues = Pick<EventFilters, "dateFrom" | "dateTo">;

/** A day picked from a calendar or typed as `yyyy-MM-dd`, with its problem shown under it. */
function DateFilterField({
  form,
  name,
  label,
  id,
}: {
  form: UseFormReturn<DateRangeValues>;
  name: DateField;
  label: string;
  id: string;
}) {
  const { t } = useTranslation();
  const problemText = (problem: EventDateProblem) =>
    problem === "format" ? t("events.filters.dateFormatError") : t("events.filters.dateOrderError");
  const other: DateField = name === "dateFrom" ? "dateTo" : "dateFrom";
  const start = form.watch("dateFrom");
  return (
    <Controller
      control={form.control}
      name={name}
      rules={{
        validate: (_value, values) => {
          const problem = eventDateProblems(values)[name];
          return problem === undefined || problemText(problem);
        },
        // The order of the two days is checked again when the other one changes.
        deps: [other],
      }}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <FormField id={id} label={label} errorMessage={error}>
            <DatePicker
              value={field.value}
              onChange={(_event, value) => {
                field.onChange(value);
              }}
              onBlur={field.onBlur}
              aria-label={label}
              buttonAriaLabel={t("events.filters.openCalendar", { field: label })}
              placeholder={t("events.filters.datePlaceholder")}
              // The field shows its own message, tied to the input; the picker's would repeat it.
              invalidFormatText=""
              {...(name === "dateTo" &&
                start !== "" && { rangeStart: new Date(`${start}T00:00:00`) })}
              inputProps={{
                id,
                validated: error === undefined ? "default" : "error",
                "aria-invalid": error !== undefined,
                ...(error !== undefined && { "aria-describedby": fieldIds(id).helper }),
              }}
            />
          </FormField>
        );
      }}
    />
  );
}

/**
 * The first and last day of a search, each a flex item of the search form's row. Forms with more
 * fields hand in their control: the fields read and check only `dateFrom` and `dateTo`, which
 * every events form holds under these names.
 */
export function DateRangeFilterFields<T extends DateRangeValues>({
  form,
  id,
}: {
  form: UseFormReturn<T>;
  /** The form's id; the fields' ids are made from it. */
  id: string;
}) {
  const { t } = useTranslation();
  const rangeForm = form as unknown as UseFormReturn<DateRangeValues>;
  return (
    <>
      <FlexItem>
        <DateFilterField
          form={rangeForm}
          name="dateFrom"
          id={`${id}-from`}
          label={t("events.filters.dateFrom")}
        />
      </FlexItem>
      <FlexItem>
        <DateFilterField
          form={rangeForm}
          name="dateTo"
          id={`${id}-to`}
          label={t("events.filters.dateTo")}
        />
      </FlexItem>
    </>
  );
}

/**
 * The filters of the user's events: types, client, first and last day and IP address. They apply
 * together on Search, so a half-typed date or address never reaches the server; days that are no
 * `yyyy-MM-dd` date or a last day before the first show their problem under the field.
 */
export function EventFiltersForm({
  applied,
  onApply,
  withUser = false,
}: {
  /** Offers the user filter (the events page); a user's own tab leaves it out. */
  withUser?: boolean;
  /** The filters the table shows now; the form follows them when they change elsewhere. */
  applied: EventFilters;
  onApply: (filters: EventFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const serverInfo = useServerInfo();
  // Without a right to list clients the client id is typed instead of picked.
  const access = useAccess();
  const canListClients = access.hasSomeAccess("query-clients", "view-clients", "manage-clients");
  // Without a right to list users the user's id is typed instead of picked.
  const canListUsers = access.hasSomeAccess("query-users", "view-users", "manage-users");
  const typeChoices = choicesOf([...(serverInfo.enums?.["eventType"] ?? [])].sort());
  const form = useForm<EventFilters>({ defaultValues: applied, mode: "onTouched" });
  // A label removed, "clear all" or Back changes the applied filters: show them in the form.
  const appliedKey = JSON.stringify(addressOfEventFilters(applied));
  const follow = useEffectEvent(() => {
    form.reset(applied);
  });
  useEffect(() => {
    follow();
  }, [appliedKey]);

  const typesLabel = t("events.filters.type");
  const clientLabel = t("events.filters.client");
  return (
    <Form
      aria-label={t("events.filters.filtersLabel")}
      onSubmit={(event) => {
        void form.handleSubmit((values) => {
          onApply({
            ...values,
            user: values.user.trim(),
            client: values.client.trim(),
            dateFrom: values.dateFrom.trim(),
            dateTo: values.dateTo.trim(),
            ipAddress: values.ipAddress.trim(),
          });
        })(event);
      }}
    >
      <Flex alignItems={{ default: "alignItemsFlexStart" }} flexWrap={{ default: "wrap" }}>
        {withUser && (
          <FlexItem style={fieldWidth}>
            <Controller
              control={form.control}
              name="user"
              render={({ field }) => (
                <FormField id={`${id}-user`} label={t("events.filters.user")}>
                  {canListUsers ? (
                    <EventUserSelect
                      id={`${id}-user`}
                      label={t("events.filters.user")}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  ) : (
                    <TextInput
                      id={`${id}-user`}
                      value={field.value}
                      onChange={(_event, value) => {
                        field.onChange(value);
                      }}
                      onBlur={field.onBlur}
                      placeholder={t("events.filters.userIdPlaceholder")}
                    />
                  )}
                </FormField>
              )}
            />
          </FlexItem>
        )}
        <FlexItem style={fieldWidth}>
          <Controller
            control={form.control}
            name="types"
            render={({ field }) => (
              <FormField id={`${id}-types`} label={typesLabel}>
                <TypeaheadSelect
                  id={`${id}-types`}
                  labelId={fieldIds(`${id}-types`).label}
                  label={typesLabel}
                  choices={typeChoices}
                  selected={field.value}
                  isMulti
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  hasError={false}
                  testId="user-events-type-filter"
                  placeholder={t("events.filters.typePlaceholder")}
                />
              </FormField>
            )}
          />
        </FlexItem>
        <FlexItem style={fieldWidth}>
          <Controller
            control={form.control}
            name="client"
            render={({ field }) => (
              <FormField id={`${id}-client`} label={clientLabel}>
                {canListClients ? (
                  <ClientSelect
                    id={`${id}-client`}
                    label={clientLabel}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                  />
                ) : (
                  <TextInput
                    id={`${id}-client`}
                    value={field.value}
                    onChange={(_event, value) => {
                      field.onChange(value);
                    }}
                    onBlur={field.onBlur}
                    placeholder={t("events.filters.clientIdPlaceholder")}
                  />
                )}
              </FormField>
            )}
          />
        </FlexItem>
        <DateRangeFilterFields form={form} id={id} />
        <FlexItem style={{ width: "12rem" }}>
          <Controller
            control={form.control}
            name="ipAddress"
            render={({ field }) => (
              <FormField id={`${id}-ip`} label={t("events.filters.ipAddress")}>
                <TextInput
                  id={`${id}-ip`}
                  value={field.value}
                  onChange={(_event, value) => {
                    field.onChange(value);
                  }}
                  onBlur={field.onBlur}
                  placeholder={t("events.filters.ipPlaceholder")}
                />
              </FormField>
            )}
          />
        </FlexItem>
        <FlexItem alignSelf={{ default: "alignSelfFlexEnd" }}>
          <Button type="submit" variant="secondary">
            {t("events.filters.search")}
          </Button>
        </FlexItem>
      </Flex>
    </Form>
  );
}
