import {
  Content,
  Label,
  LabelGroup,
  Radio,
  SearchInput,
  Spinner,
  Stack,
  StackItem,
} from "@patternfly/react-core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useDebouncedValue } from "@/shared/lib/use-debounced-value";
import { groupLevelQuery } from "./api/group-level-query";
import { groupSearchQuery } from "./api/group-search-query";
import { isInSubtree, type GroupChoice, type PickerGroup } from "./group-choice";
import { GroupOptions } from "./group-options";
import { GroupPager } from "./group-pager";
import { GroupTrail } from "./group-trail";

/** Groups per page, on a level of the tree and in search results. */
export const groupPageSize = 10;

export interface GroupPickerProps {
  /** Translated name of the choice, read by assistive technology. */
  label: string;
  /** One group (radio buttons) or several (checkboxes), kept while browsing and searching. */
  mode: "single" | "multiple";
  selected: readonly GroupChoice[];
  onChange: (selected: GroupChoice[]) => void;
  /** Offers the top level, outside every group (moving a group there), as a single choice. */
  topLevel?: { isChosen: boolean; onChoose: () => void };
  /** Groups shown but not choosable, with the translated reason (already a member…). */
  unavailable?: { ids: ReadonlySet<string>; reason: string };
  /** A group left out together with everything below it (a group cannot move into itself). */
  excludeSubtree?: GroupChoice;
}

/**
 * Picks groups from a tree of any size: a search on the server once typing pauses, showing each
 * hit with its path, or browsing level by level, a page at a time, with a trail back up. Every
 * list is one request for one page, so nothing here reads the whole tree.
 */
export function GroupPicker({
  label,
  mode,
  selected,
  onChange,
  topLevel,
  unavailable,
  excludeSubtree,
}: GroupPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const client = useAdminClient();
  const realm = useRealm();
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed.trim());
  const [trail, setTrail] = useState<PickerGroup[]>([]);
  // The page belongs to one list; another search or level starts again on its first page.
  const listKey = `${search}\n${trail.map((group) => group.id).join("/")}`;
  const [paging, setPaging] = useState({ listKey, page: 0 });
  const page = paging.listKey === listKey ? paging.page : 0;
  const first = page * groupPageSize;

  const level = useQuery({
    ...groupLevelQuery(client, realm, trail.at(-1)?.id, first, groupPageSize),
    enabled: search === "",
    placeholderData: keepPreviousData,
  });
  const found = useQuery({
    ...groupSearchQuery(client, realm, search, first, groupPageSize),
    enabled: search !== "",
    placeholderData: keepPreviousData,
  });
  const current = search === "" ? level : found;
  const listed = (search === "" ? level.data?.groups : found.data?.hits) ?? [];
  const groups = listed.filter(
    (group) => excludeSubtree === undefined || !isInSubtree(group, excludeSubtree),
  );
  const more = (search === "" ? level.data?.more : found.data?.more) ?? false;
  // Until the typed search has been answered the old rows stay, and the dialog resizes when the
  // new ones arrive: say so, for assistive technology and for anyone about to click.
  const settling = typed.trim() !== search || current.isFetching;

  const choose = (group: GroupChoice, checked: boolean) => {
    const choice = { id: group.id, path: group.path };
    if (mode === "single") onChange([choice]);
    else
      onChange(
        checked
          ? [...selected.filter((entry) => entry.id !== group.id), choice]
          : selected.filter((entry) => entry.id !== group.id),
      );
  };
  const goTo = (next: PickerGroup[]) => {
    setTyped("");
    setTrail(next);
  };

  return (
    <Stack hasGutter role="group" aria-label={label}>
      <StackItem>
        <SearchInput
          aria-label={t("groupPicker.search")}
          placeholder={t("groupPicker.search")}
          value={typed}
          onChange={(_event, text) => {
            setTyped(text);
          }}
          onClear={() => {
            setTyped("");
          }}
        />
      </StackItem>
      {search === "" && (
        <StackItem>
          <GroupTrail
            trail={trail}
            onGoTo={(depth) => {
              goTo(trail.slice(0, depth));
            }}
          />
        </StackItem>
      )}
      {mode === "multiple" && selected.length > 0 && (
        <StackItem>
          <LabelGroup categoryName={t("groupPicker.chosen")} numLabels={5}>
            {selected.map((group) => (
              <Label
                key={group.id}
                closeBtnAriaLabel={t("groupPicker.removeChosen", { path: group.path })}
                onClose={() => {
                  choose(group, false);
                }}
              >
                {group.path}
              </Label>
            ))}
          </LabelGroup>
        </StackItem>
      )}
      {topLevel !== undefined && search === "" && trail.length === 0 && (
        <StackItem>
          <Radio
            id={`${id}-top-level`}
            name={`${id}-top-level`}
            label={t("groupPicker.chooseTopLevel")}
            isChecked={topLevel.isChosen}
            onChange={topLevel.onChoose}
          />
        </StackItem>
      )}
      <StackItem aria-busy={settling}>
        {current.isPending ? (
          <Spinner size="md" aria-label={t("groupPicker.loading")} />
        ) : current.isError ? (
          <Content component="p">{t("groupPicker.loadError")}</Content>
        ) : groups.length === 0 ? (
          <Content component="p">
            {search === "" ? t("groupPicker.empty") : t("groupPicker.none")}
          </Content>
        ) : (
          <GroupOptions
            groups={groups}
            mode={mode}
            isChosen={(group) =>
              topLevel?.isChosen !== true && selected.some((entry) => entry.id === group.id)
            }
            onChoose={choose}
            unavailableReason={(group) =>
              unavailable?.ids.has(group.id) === true ? unavailable.reason : undefined
            }
            onOpen={(group) => {
              goTo([...(group.ancestors ?? trail), group]);
            }}
          />
        )}
      </StackItem>
      <GroupPager
        page={page}
        hasMore={more}
        onPageChange={(next) => {
          setPaging({ listKey, page: next });
        }}
      />
    </Stack>
  );
}
