import {
  Button,
  FormGroup,
  FormHelperText,
  Grid,
  GridItem,
  HelperText,
  HelperTextItem,
  TextInput,
} from "@patternfly/react-core";
import MinusCircleIcon from "@patternfly/react-icons/dist/esm/icons/minus-circle-icon";
import PlusCircleIcon from "@patternfly/react-icons/dist/esm/icons/plus-circle-icon";
import { Controller, useFieldArray, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormDialog } from "@/shared/ui/dialogs/form-dialog";
import { attributeFilterProblem, type AttributeFilter } from "../search-state";

export interface AttributeSearchDialogProps {
  initial: AttributeFilter[];
  onSearch: (attributes: AttributeFilter[]) => void;
  onClose: () => void;
}

interface AttributeSearchValues {
  conditions: AttributeFilter[];
}

const blank: AttributeFilter = { key: "", value: "" };

/** Asks for one or more attribute conditions (key and value) that users must all match. */
export function AttributeSearchDialog({ initial, onSearch, onClose }: AttributeSearchDialogProps) {
  const { t } = useTranslation();
  const form = useForm<AttributeSearchValues>({
    defaultValues: { conditions: initial.length > 0 ? initial : [blank] },
  });
  const conditions = useFieldArray({ control: form.control, name: "conditions" });

  return (
    <FormDialog<AttributeSearchValues>
      title={t("users.attributeSearch.title")}
      form={form}
      submitLabel={t("users.attributeSearch.search")}
      cancelLabel={t("users.cancel")}
      onSubmit={(values) => {
        onSearch(
          values.conditions.map(({ key, value }) => ({ key: key.trim(), value: value.trim() })),
        );
      }}
      onClose={onClose}
    >
      {conditions.fields.map((field, index) => {
        const position = index + 1;
        return (
          <FormGroup
            key={field.id}
            role="group"
            aria-label={t("users.attributeSearch.condition", { position })}
          >
            {/* The whole condition is checked on its key, so its one message shows under the row. */}
            <Controller
              control={form.control}
              name={`conditions.${index}.key`}
              rules={{
                validate: (_key, values) => {
                  const problem = attributeFilterProblem(values.conditions[index] ?? blank);
                  return problem === undefined
                    ? true
                    : problem === "bothNeeded"
                      ? t("users.attributeSearch.bothNeeded")
                      : t("users.attributeSearch.noSpaces");
                },
              }}
              render={({ field: key, fieldState }) => (
                <>
                  <Grid hasGutter>
                    <GridItem span={5}>
                      <TextInput
                        aria-label={t("users.attributeSearch.key", { position })}
                        placeholder={t("users.attributeSearch.keyPlaceholder")}
                        value={key.value}
                        validated={fieldState.error === undefined ? "default" : "error"}
                        ref={key.ref}
                        onBlur={key.onBlur}
                        onChange={(_event, text) => {
                          key.onChange(text);
                        }}
                      />
                    </GridItem>
                    <GridItem span={5}>
                      <Controller
                        control={form.control}
                        name={`conditions.${index}.value`}
                        rules={{ deps: [`conditions.${index}.key`] }}
                        render={({ field: value }) => (
                          <TextInput
                            aria-label={t("users.attributeSearch.value", { position })}
                            placeholder={t("users.attributeSearch.valuePlaceholder")}
                            value={value.value}
                            validated={fieldState.error === undefined ? "default" : "error"}
                            ref={value.ref}
                            onBlur={value.onBlur}
                            onChange={(_event, text) => {
                              value.onChange(text);
                            }}
                          />
                        )}
                      />
                    </GridItem>
                    <GridItem span={2}>
                      <Button
                        variant="plain"
                        aria-label={t("users.attributeSearch.remove", { position })}
                        isDisabled={conditions.fields.length === 1}
                        icon={<MinusCircleIcon />}
                        onClick={() => {
                          conditions.remove(index);
                        }}
                      />
                    </GridItem>
                  </Grid>
                  {fieldState.error?.message !== undefined && (
                    <FormHelperText>
                      <HelperText>
                        <HelperTextItem variant="error">{fieldState.error.message}</HelperTextItem>
                      </HelperText>
                    </FormHelperText>
                  )}
                </>
              )}
            />
          </FormGroup>
        );
      })}
      <Button
        variant="link"
        isInline
        icon={<PlusCircleIcon />}
        onClick={() => {
          conditions.append(blank);
        }}
      >
        {t("users.attributeSearch.add")}
      </Button>
    </FormDialog>
  );
}
