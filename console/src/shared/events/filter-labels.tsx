import { Button, Flex, FlexItem, Label, LabelGroup } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";

/** Filters of a search form: each one text, or a list of values picked from a set. */
export type FilterValues<F> = { [K in keyof F]: string | readonly string[] };

/** One filter's label group: which filter, and its title beside its labels. */
export interface FilterTitle<F extends FilterValues<F>> {
  name: keyof F & string;
  title: string;
  /** How a value shows, where it is not its own best name (a user's id shown as the username). */
  display?: (value: string) => string;
}

const valuesOf = (value: string | readonly string[]): readonly string[] =>
  typeof value === "string" ? (value === "" ? [] : [value]) : value;

/**
 * Applied filters as removable labels, one group per filter in the order of `titles`, and "clear
 * all filters". Removing a label drops that value alone (a text filter becomes empty); nothing
 * shows while no filter is applied.
 */
export function FilterLabels<F extends FilterValues<F>>({
  applied,
  titles,
  empty,
  onChange,
}: {
  applied: F;
  titles: readonly FilterTitle<F>[];
  /** The filters with nothing applied, which "clear all filters" sets. */
  empty: F;
  onChange: (filters: F) => void;
}) {
  const { t } = useTranslation();
  const groups = titles
    .map(({ name, title, display }) => ({
      name,
      title,
      display: display ?? ((value: string) => value),
      values: valuesOf(applied[name]),
    }))
    .filter(({ values }) => values.length > 0);
  if (groups.length === 0) return null;

  const remove = (name: keyof F & string, value: string) => {
    const current = applied[name];
    onChange({
      ...applied,
      [name]: typeof current === "string" ? "" : current.filter((item) => item !== value),
    });
  };

  return (
    <Flex
      role="group"
      aria-label={t("events.filters.activeFilters")}
      alignItems={{ default: "alignItemsCenter" }}
      spaceItems={{ default: "spaceItemsSm" }}
    >
      {groups.map(({ name, title, display, values }) => (
        <FlexItem key={name}>
          <LabelGroup categoryName={title}>
            {values.map((value) => (
              <Label
                key={value}
                variant="outline"
                onClose={() => {
                  remove(name, value);
                }}
                closeBtnAriaLabel={t("events.filters.removeFilter", { value: display(value) })}
              >
                {display(value)}
              </Label>
            ))}
          </LabelGroup>
        </FlexItem>
      ))}
      <FlexItem>
        <Button
          variant="link"
          isInline
          onClick={() => {
            onChange(empty);
          }}
        >
          {t("events.filters.clearFilters")}
        </Button>
      </FlexItem>
    </Flex>
  );
}
