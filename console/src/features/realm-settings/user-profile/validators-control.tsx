import { Button, Content, Stack } from "@patternfly/react-core";
import { PlusCircleIcon } from "@patternfly/react-icons";
import { Table, Tbody, Td, Th, Thead, Tr } from "@patternfly/react-table";
import { useState } from "react";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ActionsCell } from "@/shared/ui/table/row-cells";
import type { AttributeFormValues, AttributeValidator } from "./attribute-form-state";
import { ValidatorDialog } from "./validator-dialog";

/** Options as one line of text: `min: 3, max: 255`. */
function optionsText(options: Record<string, unknown>): string {
  return Object.entries(options)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
}

/**
 * The attribute's validators: the server checks every value against each of them. Added and
 * changed in a dialog offering the validators the server has, with their options.
 */
export function ValidatorsControl({ isDisabled = false }: { isDisabled?: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<AttributeFormValues>();
  const { field } = useController({ control, name: "validators" });
  const validators = field.value;
  // The validator being edited, or "new"; nothing while the dialog is closed.
  const [editing, setEditing] = useState<AttributeValidator | "new">();

  const store = (validator: AttributeValidator) => {
    const replaced = validators.some((existing) => existing.name === validator.name);
    field.onChange(
      replaced
        ? validators.map((existing) => (existing.name === validator.name ? validator : existing))
        : [...validators, validator],
    );
  };

  return (
    <Stack hasGutter>
      {validators.length === 0 ? (
        <Content component="p">{t("realmSettings.userProfile.noValidators")}</Content>
      ) : (
        <Table aria-label={t("realmSettings.userProfile.validations")} variant="compact">
          <Thead>
            <Tr>
              <Th>{t("realmSettings.userProfile.validatorName")}</Th>
              <Th>{t("realmSettings.userProfile.validatorOptions")}</Th>
              {!isDisabled && <Th screenReaderText={t("realmSettings.userProfile.actions")} />}
            </Tr>
          </Thead>
          <Tbody>
            {validators.map((validator) => (
              <Tr key={validator.name}>
                <Td dataLabel={t("realmSettings.userProfile.validatorName")}>{validator.name}</Td>
                <Td dataLabel={t("realmSettings.userProfile.validatorOptions")}>
                  {optionsText(validator.options)}
                </Td>
                {!isDisabled && (
                  <ActionsCell
                    row={validator}
                    label={validator.name}
                    actions={[
                      {
                        title: t("realmSettings.userProfile.edit"),
                        onClick: setEditing,
                      },
                      {
                        // Only the form changes: the attribute keeps it until it is saved.
                        title: t("realmSettings.userProfile.removeValidator"),
                        isDanger: true,
                        onClick: (removed) => {
                          field.onChange(
                            validators.filter((existing) => existing.name !== removed.name),
                          );
                        },
                      },
                    ]}
                  />
                )}
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
      {!isDisabled && (
        <div>
          <Button
            variant="secondary"
            icon={<PlusCircleIcon />}
            onClick={() => {
              setEditing("new");
            }}
          >
            {t("realmSettings.userProfile.addValidator")}
          </Button>
        </div>
      )}
      {editing !== undefined && (
        // The dialog's own form submits through React's tree too: it must not save the attribute.
        <div
          onSubmit={(event) => {
            event.stopPropagation();
          }}
        >
          <ValidatorDialog
            editing={editing === "new" ? undefined : editing}
            taken={validators.map((validator) => validator.name)}
            onSave={store}
            onClose={() => {
              setEditing(undefined);
            }}
          />
        </div>
      )}
    </Stack>
  );
}
