import {
  Checkbox,
  Radio,
  SearchInput,
  Spinner,
  Stack,
  StackItem,
  Content,
} from "@patternfly/react-core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { groupsQuery, type GroupChoice } from "../api/groups-query";

const shown = 20;

export interface GroupPickerProps {
  /** Translated name of the choice, read by assistive technology. */
  label: string;
  selected: readonly GroupChoice[];
  onChange: (selected: GroupChoice[]) => void;
  /** One group (radio buttons) or several (checkboxes). */
  multiple?: boolean;
}

/** Picks groups by searching the server; shows the first 20 matches and asks to refine beyond. */
export function GroupPicker({ label, selected, onChange, multiple = false }: GroupPickerProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const id = useId();
  const [search, setSearch] = useState("");
  const groups = useQuery({
    ...groupsQuery(client, realm, search, 0, shown + 1),
    placeholderData: keepPreviousData,
  });
  const choices = groups.data ?? [];
  const isSelected = (group: GroupChoice) => selected.some((chosen) => chosen.id === group.id);
  const toggle = (group: GroupChoice, checked: boolean) => {
    if (!multiple) onChange([group]);
    else
      onChange(
        checked ? [...selected, group] : selected.filter((chosen) => chosen.id !== group.id),
      );
  };

  return (
    <Stack hasGutter role="group" aria-label={label}>
      <StackItem>
        <SearchInput
          aria-label={t("users.groupPicker.search")}
          placeholder={t("users.groupPicker.search")}
          value={search}
          onChange={(_event, text) => {
            setSearch(text);
          }}
          onClear={() => {
            setSearch("");
          }}
        />
      </StackItem>
      <StackItem>
        {groups.isPending ? (
          <Spinner size="md" aria-label={t("users.groupPicker.loading")} />
        ) : groups.isError ? (
          <Content component="p">{t("users.groupPicker.loadError")}</Content>
        ) : choices.length === 0 ? (
          <Content component="p">{t("users.groupPicker.none")}</Content>
        ) : (
          choices.slice(0, shown).map((group) =>
            multiple ? (
              <Checkbox
                key={group.id}
                id={`${id}-${group.id}`}
                label={group.path}
                isChecked={isSelected(group)}
                onChange={(_event, checked) => {
                  toggle(group, checked);
                }}
              />
            ) : (
              <Radio
                key={group.id}
                id={`${id}-${group.id}`}
                name={`${id}-group`}
                label={group.path}
                isChecked={isSelected(group)}
                onChange={() => {
                  toggle(group, true);
                }}
              />
            ),
          )
        )}
        {choices.length > shown && <Content component="p">{t("users.groupPicker.refine")}</Content>}
      </StackItem>
    </Stack>
  );
}
