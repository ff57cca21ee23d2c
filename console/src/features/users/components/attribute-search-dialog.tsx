import {
  Button,
  Form,
  FormGroup,
  FormHelperText,
  Grid,
  GridItem,
  HelperText,
  HelperTextItem,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  TextInput,
} from "@patternfly/react-core";
import MinusCircleIcon from "@patternfly/react-icons/dist/esm/icons/minus-circle-icon";
import PlusCircleIcon from "@patternfly/react-icons/dist/esm/icons/plus-circle-icon";
import { useId, useState, type SyntheticEvent } from "react";
import { useTranslation } from "react-i18next";
import { attributeFilterProblem, type AttributeFilter } from "../search-state";

export interface AttributeSearchDialogProps {
  initial: AttributeFilter[];
  onSearch: (attributes: AttributeFilter[]) => void;
  onClose: () => void;
}

const blank: AttributeFilter = { key: "", value: "" };

/** Asks for one or more attribute conditions (key and value) that users must all match. */
export function AttributeSearchDialog({ initial, onSearch, onClose }: AttributeSearchDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const [rows, setRows] = useState<AttributeFilter[]>(initial.length > 0 ? initial : [blank]);
  const [checked, setChecked] = useState(false);
  const problems = rows.map(attributeFilterProblem);
  const valid = problems.every((problem) => problem === undefined);

  const update = (index: number, change: Partial<AttributeFilter>) => {
    setRows(rows.map((row, position) => (position === index ? { ...row, ...change } : row)));
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setChecked(true);
    if (valid) onSearch(rows.map(({ key, value }) => ({ key: key.trim(), value: value.trim() })));
  };

  return (
    <Modal isOpen variant="small" onClose={onClose} aria-labelledby={`${id}-title`}>
      <ModalHeader title={t("users.attributeSearch.title")} labelId={`${id}-title`} />
      <ModalBody>
        <Form id={`${id}-form`} onSubmit={submit}>
          {rows.map((row, index) => {
            const problem = checked ? problems[index] : undefined;
            const position = index + 1;
            return (
              // Rows have no identity but their position; they are only appended or removed.
              <FormGroup
                key={index}
                role="group"
                aria-label={t("users.attributeSearch.condition", { position })}
              >
                <Grid hasGutter>
                  <GridItem span={5}>
                    <TextInput
                      aria-label={t("users.attributeSearch.key", { position })}
                      placeholder={t("users.attributeSearch.keyPlaceholder")}
                      value={row.key}
                      validated={problem === undefined ? "default" : "error"}
                      onChange={(_event, key) => {
                        update(index, { key });
                      }}
                    />
                  </GridItem>
                  <GridItem span={5}>
                    <TextInput
                      aria-label={t("users.attributeSearch.value", { position })}
                      placeholder={t("users.attributeSearch.valuePlaceholder")}
                      value={row.value}
                      validated={problem === undefined ? "default" : "error"}
                      onChange={(_event, value) => {
                        update(index, { value });
                      }}
                    />
                  </GridItem>
                  <GridItem span={2}>
                    <Button
                      variant="plain"
                      aria-label={t("users.attributeSearch.remove", { position })}
                      isDisabled={rows.length === 1}
                      icon={<MinusCircleIcon />}
                      onClick={() => {
                        setRows(rows.filter((_row, other) => other !== index));
                      }}
                    />
                  </GridItem>
                </Grid>
                {problem !== undefined && (
                  <FormHelperText>
                    <HelperText>
                      <HelperTextItem variant="error">
                        {problem === "bothNeeded"
                          ? t("users.attributeSearch.bothNeeded")
                          : t("users.attributeSearch.noSpaces")}
                      </HelperTextItem>
                    </HelperText>
                  </FormHelperText>
                )}
              </FormGroup>
            );
          })}
          <Button
            variant="link"
            isInline
            icon={<PlusCircleIcon />}
            onClick={() => {
              setRows([...rows, blank]);
            }}
          >
            {t("users.attributeSearch.add")}
          </Button>
        </Form>
      </ModalBody>
      <ModalFooter>
        <Button type="submit" form={`${id}-form`}>
          {t("users.attributeSearch.search")}
        </Button>
        <Button variant="link" onClick={onClose}>
          {t("users.cancel")}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
