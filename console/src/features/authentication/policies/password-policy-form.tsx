import type {
  PasswordPolicyTypeRepresentation,
  RealmRepresentation,
} from "@gatehouse/admin-client";
import {
  Button,
  Content,
  Flex,
  FlexItem,
  FormGroup,
  MenuToggle,
  Select,
  SelectList,
  SelectOption,
} from "@patternfly/react-core";
import MinusCircleIcon from "@patternfly/react-icons/dist/esm/icons/minus-circle-icon";
import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@/shared/api/error-message";
import { useRealmForm } from "@/shared/realm-form/use-realm-form";
import { EditForm } from "@/shared/ui/form/edit-form";
import { textOf } from "@/shared/ui/form/field-values";
import { TextControl } from "@/shared/ui/form/text-control";
import { EmptyListState } from "@/shared/ui/table/table-states";
import {
  addablePolicyTypes,
  newPolicyEntry,
  parsePasswordPolicy,
  passwordPolicyString,
  policyValueKind,
  refusedPolicy,
  type PasswordPolicyValues,
} from "./password-policy-state";
import { popperTarget } from "@/shared/ui/popper-target";

/** A whole number, negative ones included: some types take -1 for "the server's default". */
const wholeNumber = /^\s*-?\d+\s*$/;

export interface PasswordPolicyFormProps {
  /** The realm as loaded; its policy string is what the form starts from. */
  realm: RealmRepresentation;
  types: readonly PasswordPolicyTypeRepresentation[];
  canManage: boolean;
}

/**
 * The realm's password rules as a form: one field a rule, added from a menu of the types the
 * server has, removed with the button beside it, saved together. A value the server refuses is
 * shown on its rule's field, with what was typed kept.
 */
export function PasswordPolicyForm({ realm, types, canManage }: PasswordPolicyFormProps) {
  const { t } = useTranslation();
  const { form, editForm } = useRealmForm<PasswordPolicyValues>({
    realm,
    canManage,
    defaultValues: { policies: parsePasswordPolicy(realm.passwordPolicy ?? "") },
    toChanges: (values) => ({ passwordPolicy: passwordPolicyString(values.policies, types) }),
    // The server names the refused rule's type, not a field: its entry in the list gets it.
    placeError: (error, values, setError) => {
      const refused = refusedPolicy(errorMessage(error).message);
      const index = values.policies.findIndex((entry) => entry.type === refused?.id);
      if (refused === undefined || index < 0) return false;
      setError(
        `policies.${index}.value`,
        { type: "server", message: refused.reason },
        { shouldFocus: true },
      );
      return true;
    },
    savedMessage: t("authentication.policies.password.saved"),
    saveErrorKey: "authentication.policies.password.saveError",
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "policies" });
  const typeOf = (id: string) => types.find((type) => type.id === id);
  const nameOf = (id: string) => typeOf(id)?.displayName ?? id;

  const addMenu = canManage && (
    <AddPolicyMenu
      types={addablePolicyTypes(fields, types)}
      onAdd={(type) => {
        append(newPolicyEntry(type), { shouldFocus: policyValueKind(type) !== "none" });
      }}
    />
  );

  return (
    <EditForm {...editForm}>
      <Content component="p">{t("authentication.policies.password.intro")}</Content>
      {addMenu}
      {fields.length === 0 && (
        <EmptyListState
          title={t("authentication.policies.password.empty")}
          body={t("authentication.policies.password.emptyBody")}
        />
      )}
      {fields.map((field, index) => {
        const name = nameOf(field.type);
        const kind = policyValueKind(typeOf(field.type));
        const removeButton = canManage && (
          <Button
            variant="plain"
            icon={<MinusCircleIcon />}
            aria-label={t("authentication.policies.password.remove", { name })}
            onClick={() => {
              remove(index);
            }}
          />
        );
        return (
          <Flex
            key={field.id}
            alignItems={{ default: "alignItemsFlexEnd" }}
            flexWrap={{ default: "nowrap" }}
            data-testid={`password-policy-${index}`}
          >
            <FlexItem grow={{ default: "grow" }}>
              {kind === "none" ? (
                <FormGroup label={name} role="group" fieldId={`password-policy-${index}`}>
                  <Content component="p">{t("authentication.policies.password.noValue")}</Content>
                </FormGroup>
              ) : (
                <TextControl
                  name={`policies.${index}.value`}
                  label={name}
                  isDisabled={!canManage}
                  inputMode={kind === "number" ? "numeric" : "text"}
                  rules={{
                    validate: (value: unknown) => {
                      const text = textOf(value);
                      if (text.trim() === "") return t("authentication.policies.password.required");
                      if (kind === "number" && !wholeNumber.test(text))
                        return t("authentication.policies.password.notNumber");
                      return true;
                    },
                  }}
                />
              )}
            </FlexItem>
            {removeButton !== false && <FlexItem>{removeButton}</FlexItem>}
          </Flex>
        );
      })}
    </EditForm>
  );
}

function AddPolicyMenu({
  types,
  onAdd,
}: {
  types: readonly PasswordPolicyTypeRepresentation[];
  onAdd: (type: PasswordPolicyTypeRepresentation) => void;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <Select
      popperProps={{ appendTo: popperTarget }}
      isOpen={isOpen}
      onOpenChange={setOpen}
      onSelect={(_event, value) => {
        const type = types.find((candidate) => candidate.id === value);
        setOpen(false);
        if (type !== undefined) onAdd(type);
      }}
      toggle={(toggleRef) => (
        <MenuToggle
          ref={toggleRef}
          isExpanded={isOpen}
          isDisabled={types.length === 0}
          onClick={() => {
            setOpen(!isOpen);
          }}
        >
          {t("authentication.policies.password.add")}
        </MenuToggle>
      )}
    >
      <SelectList aria-label={t("authentication.policies.password.addMenu")}>
        {types.map((type) => (
          <SelectOption key={type.id} value={type.id}>
            {type.displayName ?? type.id}
          </SelectOption>
        ))}
      </SelectList>
    </Select>
  );
}
