import {
  Button,
  Checkbox,
  Label,
  List,
  ListItem,
  Radio,
  Split,
  SplitItem,
} from "@patternfly/react-core";
import { AngleRightIcon } from "@patternfly/react-icons";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { GroupChoice, PickerGroup } from "./group-choice";

export interface GroupOptionsProps {
  groups: readonly PickerGroup[];
  mode: "single" | "multiple";
  isChosen: (group: GroupChoice) => boolean;
  onChoose: (group: GroupChoice, chosen: boolean) => void;
  /** Why a group cannot be chosen, or `undefined` when it can. */
  unavailableReason: (group: GroupChoice) => string | undefined;
  onOpen: (group: PickerGroup) => void;
}

/** The groups of one page, each with a checkbox or radio and a way into its sub-groups. */
export function GroupOptions({
  groups,
  mode,
  isChosen,
  onChoose,
  unavailableReason,
  onOpen,
}: GroupOptionsProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <List isPlain aria-label={t("groupPicker.list")}>
      {groups.map((group) => {
        const reason = unavailableReason(group);
        // The path, not the name: names repeat under different parents, paths never do.
        const label = group.path;
        const control =
          mode === "multiple" ? (
            <Checkbox
              id={`${id}-${group.id}`}
              label={label}
              isChecked={reason === undefined && isChosen(group)}
              isDisabled={reason !== undefined}
              onChange={(_event, checked) => {
                onChoose(group, checked);
              }}
            />
          ) : (
            <Radio
              id={`${id}-${group.id}`}
              name={`${id}-group`}
              label={label}
              isChecked={reason === undefined && isChosen(group)}
              isDisabled={reason !== undefined}
              onChange={() => {
                onChoose(group, true);
              }}
            />
          );
        return (
          <ListItem key={group.id}>
            <Split hasGutter>
              <SplitItem isFilled>{control}</SplitItem>
              {reason !== undefined && (
                <SplitItem>
                  <Label isCompact>{reason}</Label>
                </SplitItem>
              )}
              {(group.subGroupCount ?? 0) > 0 && (
                <SplitItem>
                  <Button
                    variant="plain"
                    size="sm"
                    aria-label={t("groupPicker.openGroup", { name: group.name })}
                    icon={<AngleRightIcon />}
                    onClick={() => {
                      onOpen(group);
                    }}
                  />
                </SplitItem>
              )}
            </Split>
          </ListItem>
        );
      })}
    </List>
  );
}
