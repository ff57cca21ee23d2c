import {
  Button,
  Flex,
  FlexItem,
  FormHelperText,
  HelperText,
  HelperTextItem,
  TextInput,
} from "@patternfly/react-core";
import CheckIcon from "@patternfly/react-icons/dist/esm/icons/check-icon";
import PencilAltIcon from "@patternfly/react-icons/dist/esm/icons/pencil-alt-icon";
import TimesIcon from "@patternfly/react-icons/dist/esm/icons/times-icon";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/shared/api/error-message";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import type { RealmOverride } from "../api/realm-overrides-query";
import { useSaveOverride } from "../api/use-save-override";

interface OverrideValueCellProps {
  locale: string;
  override: RealmOverride;
  canEdit: boolean;
}

/**
 * The text of one of the realm's own messages, changed where it stands: the pencil turns it into a
 * field with save and cancel. A refused save keeps the field open with what was typed and says why
 * under it.
 */
export function OverrideValueCell({ locale, override, canEdit }: OverrideValueCellProps) {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const save = useSaveOverride();
  const [draft, setDraft] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const helperId = useId();
  const input = useRef<HTMLInputElement>(null);
  const isEditing = draft !== undefined;
  // The pencil that had the focus is gone once the field opens: the field takes it over.
  useEffect(() => {
    if (isEditing) input.current?.focus();
  }, [isEditing]);

  if (draft === undefined) {
    return (
      <Flex flexWrap={{ default: "nowrap" }} alignItems={{ default: "alignItemsCenter" }}>
        <FlexItem grow={{ default: "grow" }}>{override.value}</FlexItem>
        {canEdit && (
          <FlexItem>
            <Button
              variant="plain"
              icon={<PencilAltIcon />}
              aria-label={t("realmSettings.localization.edit", { key: override.key })}
              onClick={() => {
                setProblem(undefined);
                setDraft(override.value);
              }}
            />
          </FlexItem>
        )}
      </Flex>
    );
  }

  const submit = async () => {
    if (draft.trim() === "") {
      setProblem(t("realmSettings.localization.valueRequired"));
      return;
    }
    try {
      await save.mutateAsync({ locale, key: override.key, value: draft });
      setDraft(undefined);
      addAlert(t("realmSettings.localization.edited"), "success");
    } catch (error) {
      setProblem(
        t("realmSettings.localization.editError", { reason: errorMessage(error, t).message }),
      );
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Flex flexWrap={{ default: "nowrap" }} alignItems={{ default: "alignItemsCenter" }}>
        <FlexItem grow={{ default: "grow" }}>
          <TextInput
            value={draft}
            aria-label={t("realmSettings.localization.valueOf", { key: override.key })}
            validated={problem === undefined ? "default" : "error"}
            aria-describedby={problem === undefined ? undefined : helperId}
            onChange={(_event, value) => {
              setProblem(undefined);
              setDraft(value);
            }}
            ref={input}
          />
        </FlexItem>
        <FlexItem>
          <Button
            type="submit"
            variant="plain"
            icon={<CheckIcon />}
            isLoading={save.isPending}
            isDisabled={save.isPending}
            aria-label={t("realmSettings.localization.saveEdit", { key: override.key })}
          />
          <Button
            variant="plain"
            icon={<TimesIcon />}
            aria-label={t("realmSettings.localization.cancelEdit", { key: override.key })}
            onClick={() => {
              setDraft(undefined);
            }}
          />
        </FlexItem>
      </Flex>
      {problem !== undefined && (
        <FormHelperText>
          <HelperText id={helperId}>
            <HelperTextItem variant="error">{problem}</HelperTextItem>
          </HelperText>
        </FormHelperText>
      )}
    </form>
  );
}
