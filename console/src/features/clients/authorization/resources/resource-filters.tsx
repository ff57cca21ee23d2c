import { Label, LabelGroup, SearchInput, ToolbarGroup, ToolbarItem } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OptionSelect } from "@/shared/ui/form/option-select";
import type { ResourceFilters } from "../../api/resources-query";

/** The resource attributes the server filters its list on, besides the name the table searches. */
export const resourceFilterNames = ["type", "uri", "owner", "scope"] as const;
export type ResourceFilterName = (typeof resourceFilterNames)[number];

/** The filters kept in the address, as the server's query takes them; empty ones left out. */
export function resourceFiltersFrom(filters: Readonly<Record<string, string>>): ResourceFilters {
  return Object.fromEntries(
    resourceFilterNames.flatMap((name) => {
      const value = filters[name]?.trim() ?? "";
      return value === "" ? [] : [[name, value]];
    }),
  );
}

export interface ResourceFilterBarProps {
  filters: ResourceFilters;
  onChange: (name: ResourceFilterName, value: string | undefined) => void;
}

/**
 * Filters of the resources list beside the name search: one attribute at a time is chosen and
 * typed; each applied filter shows as a label that removes it. The server applies them together.
 */
export function ResourceFilterBar({ filters, onChange }: ResourceFilterBarProps) {
  const { t } = useTranslation();
  const [attribute, setAttribute] = useState<ResourceFilterName>("type");
  const [typed, setTyped] = useState("");
  const label = (name: ResourceFilterName) => t(`authorization.resources.filter.${name}`);
  const applied = resourceFilterNames.filter((name) => filters[name] !== undefined);

  return (
    <ToolbarGroup>
      <ToolbarItem>
        <OptionSelect<ResourceFilterName>
          ariaLabel={t("authorization.resources.filter.attribute")}
          options={resourceFilterNames.map((key) => ({ key, label: label(key) }))}
          selected={attribute}
          onSelect={(chosen) => {
            setAttribute(chosen);
            setTyped(filters[chosen] ?? "");
          }}
        />
      </ToolbarItem>
      <ToolbarItem>
        <SearchInput
          aria-label={t("authorization.resources.filter.valueOf", { attribute: label(attribute) })}
          placeholder={t("authorization.resources.filter.placeholder", {
            attribute: label(attribute),
          })}
          value={typed}
          onChange={(_event, value) => {
            setTyped(value);
          }}
          onSearch={(_event, value) => {
            onChange(attribute, value.trim() === "" ? undefined : value.trim());
          }}
          onClear={() => {
            setTyped("");
            onChange(attribute, undefined);
          }}
        />
      </ToolbarItem>
      {applied.length > 0 && (
        <ToolbarItem>
          <LabelGroup categoryName={t("authorization.resources.filter.applied")}>
            {applied.map((name) => (
              <Label
                key={name}
                variant="outline"
                closeBtnAriaLabel={t("authorization.resources.filter.remove", {
                  attribute: label(name),
                })}
                onClose={() => {
                  if (name === attribute) setTyped("");
                  onChange(name, undefined);
                }}
              >
                {`${label(name)}: ${filters[name] ?? ""}`}
              </Label>
            ))}
          </LabelGroup>
        </ToolbarItem>
      )}
    </ToolbarGroup>
  );
}
