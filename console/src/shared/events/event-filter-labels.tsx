import { Button, Flex, FlexItem, Label, LabelGroup } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { hasEventFilters, noEventFilters, type EventFilters } from "./event-filters";

type TextFilter = Exclude<keyof EventFilters, "types">;

/**
 * The applied event filters as removable labels, one group per filter, and "clear all filters".
 * Removing a label drops that value alone; the table then reloads from the first page.
 */
export function EventFilterLabels({
  applied,
  onChange,
}: {
  applied: EventFilters;
  onChange: (filters: EventFilters) => void;
}) {
  const { t } = useTranslation();
  if (!hasEventFilters(applied)) return null;
  const categories: { name: TextFilter; title: string }[] = [
    { name: "user", title: t("events.filters.user") },
    { name: "client", title: t("events.filters.client") },
    { name: "dateFrom", title: t("events.filters.dateFrom") },
    { name: "dateTo", title: t("events.filters.dateTo") },
    { name: "ipAddress", title: t("events.filters.ipAddress") },
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
      {applied.types.length > 0 && (
        <FlexItem>
          <LabelGroup categoryName={t("events.filters.type")}>
            {applied.types.map((type) =>
              removable(type, () => {
                onChange({ ...applied, types: applied.types.filter((item) => item !== type) });
              }),
            )}
          </LabelGroup>
        </FlexItem>
      )}
      {categories.map(
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
            onChange(noEventFilters);
          }}
        >
          {t("events.filters.clearFilters")}
        </Button>
      </FlexItem>
    </Flex>
  );
}
