import {
  Divider,
  Dropdown,
  DropdownGroup,
  DropdownItem,
  DropdownList,
  Flex,
  FlexItem,
  Label,
  MenuSearch,
  MenuSearchInput,
  MenuToggle,
  SearchInput,
  Spinner,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toHome } from "@/features/home/paths";
import { useAdminClient } from "@/shared/api/admin-client";
import { useDebouncedValue } from "@/shared/lib/use-debounced-value";
import { useEnvironment } from "@/shared/api/environment-context";
import { realmNamesQuery } from "@/shared/api/realm-names-query";
import { useRealm } from "@/shared/api/realm";
import type { RecentRealm } from "./recent-realms";

export interface RealmSelectorProps {
  /** The current realm's display name, when it has one. */
  displayName?: string;
  recentRealms: readonly RecentRealm[];
}

const labelOf = (entry: RecentRealm) => entry.displayName?.trim() || entry.name;

/**
 * The navigation's realm switcher: the current realm with its label, the recent realms, and a
 * search over the realms the user may see.
 */
export function RealmSelector({ displayName, recentRealms }: RealmSelectorProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  const client = useAdminClient();
  const environment = useEnvironment();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState("");
  // The server searches once typing pauses, not once per letter.
  const term = useDebouncedValue(search.trim());
  const names = useQuery({
    ...realmNamesQuery(client, environment.realm, term),
    enabled: open,
  });
  const recent = recentRealms.filter((entry) => entry.name !== realm);
  const select = (name: string) => {
    setOpen(false);
    setSearch("");
    void navigate(toHome({ realm: name }));
  };
  const current = displayName?.trim() || realm;

  return (
    <Dropdown
      isOpen={open}
      onOpenChange={setOpen}
      isScrollable
      toggle={(ref) => (
        <MenuToggle
          ref={ref}
          isFullWidth
          isExpanded={open}
          aria-label={t("shell.realmSelector.toggle", { realm: current })}
          onClick={() => {
            setOpen(!open);
          }}
        >
          <Flex
            direction={{ default: "column" }}
            spaceItems={{ default: "spaceItemsXs" }}
            alignItems={{ default: "alignItemsFlexStart" }}
          >
            <FlexItem>
              <strong>{current}</strong>
            </FlexItem>
            <FlexItem>
              <Label isCompact color="blue">
                {t("shell.realmSelector.currentRealm")}
              </Label>
            </FlexItem>
          </Flex>
        </MenuToggle>
      )}
    >
      <MenuSearch>
        <MenuSearchInput>
          <SearchInput
            aria-label={t("shell.realmSelector.search")}
            placeholder={t("shell.realmSelector.search")}
            value={search}
            onChange={(_event, value) => {
              setSearch(value);
            }}
            onClear={() => {
              setSearch("");
            }}
            resetButtonLabel={t("shell.realmSelector.clearSearch")}
          />
        </MenuSearchInput>
      </MenuSearch>
      <Divider />
      {recent.length > 0 && term === "" && (
        <>
          <DropdownGroup label={t("shell.realmSelector.recent")} labelHeadingLevel="h3">
            <DropdownList aria-label={t("shell.realmSelector.recent")}>
              {recent.map((entry) => (
                <DropdownItem
                  key={entry.name}
                  onClick={() => {
                    select(entry.name);
                  }}
                >
                  {labelOf(entry)}
                </DropdownItem>
              ))}
            </DropdownList>
          </DropdownGroup>
          <Divider />
        </>
      )}
      <DropdownGroup label={t("shell.realmSelector.realms")} labelHeadingLevel="h3">
        <DropdownList aria-label={t("shell.realmSelector.realms")}>
          {names.isPending ? (
            <DropdownItem isDisabled>
              <Spinner size="md" aria-label={t("shell.realmSelector.loading")} />
            </DropdownItem>
          ) : names.isError ? (
            <DropdownItem isDisabled>{t("shell.realmSelector.loadError")}</DropdownItem>
          ) : names.data.length === 0 ? (
            <DropdownItem isDisabled>{t("shell.realmSelector.noResults")}</DropdownItem>
          ) : (
            names.data.map((entry) => (
              <DropdownItem
                key={entry.name}
                isSelected={entry.name === realm}
                onClick={() => {
                  select(entry.name);
                }}
              >
                {labelOf(entry)}
              </DropdownItem>
            ))
          )}
        </DropdownList>
      </DropdownGroup>
    </Dropdown>
  );
}
