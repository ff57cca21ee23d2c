import { Button, Checkbox, Content, Flex, FlexItem, FormGroup } from "@patternfly/react-core";
import { Table, Tbody, Td, Th, Thead, Tr } from "@patternfly/react-table";
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** One chosen object as the list shows it. */
export interface ChosenRow {
  id: string;
  /** Its name; `undefined` while loading, `null` when the server no longer has it. */
  label: string | null | undefined;
  flag?: boolean;
}

export interface ChosenListProps {
  /** Translated label of the field, also the table's accessible name. */
  label: string;
  helperText?: string;
  rows: ChosenRow[];
  /** A per-row switch (a role's "required", a group's "extend to children"). */
  flag?: { title: string; onChange: (index: number, value: boolean) => void };
  onRemove: (index: number) => void;
  /** Opens the picker; left out without the right to change the policy. */
  onAdd?: () => void;
  addLabel: string;
  isDisabled: boolean;
  /** An error of the whole list, e.g. that it needs one entry at least. */
  error?: string | undefined;
  picker?: ReactNode;
}

/**
 * What a policy names (roles, groups, users, clients, client scopes, policies): a small table of
 * the chosen objects with a remove button each, an optional switch per row, and an add button that
 * opens the caller's picker.
 */
export function ChosenList({
  label,
  helperText,
  rows,
  flag,
  onRemove,
  onAdd,
  addLabel,
  isDisabled,
  error,
  picker,
}: ChosenListProps) {
  const { t } = useTranslation();
  const id = useId();
  const nameOf = (row: ChosenRow) =>
    row.label === undefined
      ? row.id
      : row.label === null
        ? t("authorization.policies.form.missingObject", { id: row.id })
        : row.label;
  return (
    <FormGroup label={label} fieldId={`${id}-add`} role="group">
      {picker}
      <Flex direction={{ default: "column" }} spaceItems={{ default: "spaceItemsSm" }}>
        {helperText !== undefined && (
          <FlexItem>
            <Content component="small">{helperText}</Content>
          </FlexItem>
        )}
        {rows.length > 0 && (
          <FlexItem>
            <Table aria-label={label} variant="compact">
              <Thead>
                <Tr>
                  <Th>{t("authorization.policies.form.chosenName")}</Th>
                  {flag !== undefined && <Th>{flag.title}</Th>}
                  <Th screenReaderText={t("authorization.policies.form.chosenActions")} />
                </Tr>
              </Thead>
              <Tbody>
                {rows.map((row, index) => (
                  <Tr key={row.id}>
                    <Td dataLabel={t("authorization.policies.form.chosenName")}>{nameOf(row)}</Td>
                    {flag !== undefined && (
                      <Td dataLabel={flag.title}>
                        <Checkbox
                          id={`${id}-flag-${String(index)}`}
                          aria-label={`${flag.title}: ${nameOf(row)}`}
                          isChecked={row.flag === true}
                          isDisabled={isDisabled}
                          onChange={(_, checked) => {
                            flag.onChange(index, checked);
                          }}
                        />
                      </Td>
                    )}
                    <Td isActionCell>
                      {!isDisabled && (
                        <Button
                          variant="link"
                          isInline
                          onClick={() => {
                            onRemove(index);
                          }}
                          aria-label={t("authorization.policies.form.removeChosen", {
                            name: nameOf(row),
                          })}
                        >
                          {t("authorization.policies.form.remove")}
                        </Button>
                      )}
                    </Td>
                  </Tr>
                ))}
              </Tbody>
            </Table>
          </FlexItem>
        )}
        {rows.length === 0 && (
          <FlexItem>
            <Content component="p">{t("authorization.policies.form.noneChosen")}</Content>
          </FlexItem>
        )}
        {error !== undefined && (
          <FlexItem>
            <Content component="p" className="pf-v6-c-form__helper-text pf-m-error" role="alert">
              {error}
            </Content>
          </FlexItem>
        )}
        {onAdd !== undefined && !isDisabled && (
          <FlexItem>
            <Button id={`${id}-add`} variant="secondary" onClick={onAdd}>
              {addLabel}
            </Button>
          </FlexItem>
        )}
      </Flex>
    </FormGroup>
  );
}
