import type { ClientScopeRepresentation } from "@gatehouse/admin-client";
import { Content, Radio, Stack } from "@patternfly/react-core";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import { PickerDialog } from "@/shared/ui/dialogs/picker-dialog";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { clientsKeys } from "../api/keys";
import type { AssignedType } from "./assigned-scope-rows";

type Choice = ClientScopeRepresentation & { id: string };

/**
 * Picks several of the realm's scopes the client does not have yet and gives them to it, all as
 * default or all as optional scopes.
 */
export function AddScopesDialog({
  clientInternalId,
  choices,
  onAdd,
  onClose,
}: {
  clientInternalId: string;
  /** The scopes that may be added, already narrowed to the client's protocol. */
  choices: readonly Choice[];
  onAdd: (scopes: Choice[], type: AssignedType) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const id = useId();
  const [type, setType] = useState<AssignedType>("default");
  const typeChoice = (value: AssignedType) => (
    <Radio
      id={`${id}-${value}`}
      name={`${id}-type`}
      label={t(`clientScopeSetup.type.${value}`)}
      description={t(`clientScopeSetup.add.${value}Help`)}
      isChecked={type === value}
      onChange={() => {
        setType(value);
      }}
    />
  );
  return (
    <PickerDialog<Choice>
      title={t("clientScopeSetup.add.title")}
      description={
        <Stack hasGutter role="radiogroup" aria-labelledby={`${id}-as`}>
          <Content component="p" id={`${id}-as`}>
            {t("clientScopeSetup.add.as")}
          </Content>
          {typeChoice("default")}
          {typeChoice("optional")}
        </Stack>
      }
      mode="multiple"
      listLabel={t("clientScopeSetup.add.list")}
      searchLabel={t("clientScopeSetup.add.search")}
      // The choices are already in memory: the key follows them so a change shows at once.
      queryKey={[
        ...clientsKeys.assignedScopes(realm, clientInternalId),
        "addable",
        choices.map((scope) => scope.id).join(","),
      ]}
      loader={({ first, max, search }) => {
        const needle = search.toLocaleLowerCase();
        const matching = choices.filter((scope) =>
          (scope.name ?? "").toLocaleLowerCase().includes(needle),
        );
        return Promise.resolve({
          rows: matching.slice(first, first + max),
          total: matching.length,
        });
      }}
      rowKey={(scope) => scope.id}
      rowLabel={(scope) => scope.name ?? scope.id}
      rowDescription={(scope) => scope.description}
      confirmLabel={(count) => t(`clientScopeSetup.add.confirm.${type}`, { count })}
      onConfirm={(chosen) => onAdd(chosen, type)}
      onClose={onClose}
      errorTitle={t("clientScopeSetup.add.failed")}
      emptyState={
        <EmptyListState
          title={t("clientScopeSetup.add.noneTitle")}
          body={t("clientScopeSetup.add.noneBody")}
        />
      }
    />
  );
}
