import { Button, Flex, FlexItem, Label, LabelGroup } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import {
  hasAdminEventFilters,
  noAdminEventFilters,
  type AdminEventFilters,
} from "../admin-event-filters";

type ListFilter = "resourceTypes" | "operationTypes";
type TextFilter = Exclude<keyof AdminEventFilters, ListFilter>;

/** The applied admin event filters as removable labels, and "clear all filters". */
export function AdminEventFilterLabels({
  applied,
  onChange,
}: {
  applied: AdminEventFilters;
  onChange: (filters: AdminEventFilters) => void;
}) {
  const { t } = useTranslation();
  if (!hasAdminEventFilters(applied)) return null;
  const lists: { name: ListFilter; title: string }[] = [
    { name: "resourceTypes", title: t("events.admin.resourceType") },
    { name: "operationTypes", title: t("events.admin.operationType") },
  ];
  const texts: { name: TextFilter; title: string }[] = [
    { name: "resourcePath", title: t("events.admin.resourcePath") },
    { name: "realm", title: t("events.admin.realm") },
    { name: "client", title: t("events.admin.client") },
    { name: "user", title: t("events.admin.user") },
    { name: "ipAddress", title: t("events.admin.ipAddress") },
    { name: "dateFrom", title: t("events.filters.dateFrom") },
    { name: "dateTo", title: t("events.filters.dateTo") },
  ];
  const removable = (value: string, onClose: () => void) => (
    <Label
      key={value}
      variant="outline"
      onClose={onClose}
      closeBtnAriaLabel={t("events.filters.removeFilter", { value })}
    >
      {value}
    </Label>
  );
  return (
    <Flex
      role="group"
      aria-label={t("events.filters.activeFilters")}
      alignItems={{ default: "alignItemsCenter" }}
      spaceItems={{ default: "spaceItemsSm" }}
    >
      {lists.map(
        ({ name, title }) =>
          applied[name].length > 0 && (
            <FlexItem key={name}>
              <LabelGroup categoryName={title}>
                {applied[name].map((value) =>
                  removable(value, () => {
                    onChange({
                      ...applied,
                      [name]: applied[name].filter((item) => item !== value),
                    });
                  }),
                )}
              </LabelGroup>
            </FlexItem>
          ),
      )}
      {texts.map(
        ({ name, title }) =>
          applied[name] !== "" && (
            <FlexItem key={name}>
              <LabelGroup categoryName={title}>
                {removable(applied[name], () => {
                  onChange({ ...applied, [name]: "" });
                })}
              </LabelGroup>
            </FlexItem>
          ),
      )}
      <FlexItem>
        <Button
          variant="link"
          isInline
          onClick={() => {
            onChange(noAdminEventFilters);
          }}
        >
          {t("events.filters.clearFilters")}
        </Button>
      </FlexItem>
    </Flex>
  );
}
