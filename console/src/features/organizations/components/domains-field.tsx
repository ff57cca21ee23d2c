import {
  Button,
  Flex,
  FlexItem,
  FormFieldGroup,
  FormFieldGroupHeader,
} from "@patternfly/react-core";
import { MinusCircleIcon, PlusCircleIcon } from "@patternfly/react-icons";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { domainPattern, type OrganizationFormValues } from "../form-state";

type Values = OrganizationFormValues;

/**
 * The organization's domains, a row each with its "verified" switch. One row always stays to type
 * into; empty rows are not saved, since an organization may have no domain.
 */
export function DomainsField({ isDisabled = false }: { isDisabled?: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext<Values>();
  const { fields, append, remove } = useFieldArray({ control, name: "domains" });

  return (
    <FormFieldGroup
      header={
        <FormFieldGroupHeader
          titleText={{ text: t("organizations.form.domains"), id: "organization-domains-title" }}
          titleDescription={t("organizations.form.domainsHelp")}
        />
      }
    >
      {fields.map((field, index) => (
        <Flex key={field.id} alignItems={{ default: "alignItemsFlexStart" }}>
          <FlexItem grow={{ default: "grow" }}>
            <TextControl<Values, `domains.${number}.name`>
              name={`domains.${index}.name`}
              label={t("organizations.form.domain", { number: index + 1 })}
              isDisabled={isDisabled}
              rules={{
                maxLength: storedTextLimit,
                validate: (value) => {
                  const trimmed = value.trim();
                  // An empty row is left out when saving: an organization may have no domain.
                  if (trimmed === "") return true;
                  return domainPattern.test(trimmed) || t("organizations.form.domainInvalid");
                },
              }}
            />
          </FlexItem>
          <FlexItem>
            <SwitchControl<Values, `domains.${number}.verified`>
              name={`domains.${index}.verified`}
              label={t("organizations.form.verified", { number: index + 1 })}
              labelOn={t("organizations.form.verifiedYes")}
              labelOff={t("organizations.form.verifiedNo")}
              isDisabled={isDisabled}
            />
          </FlexItem>
          {!isDisabled && (
            <FlexItem alignSelf={{ default: "alignSelfCenter" }}>
              <Button
                variant="plain"
                icon={<MinusCircleIcon />}
                aria-label={t("organizations.form.removeDomain", { number: index + 1 })}
                isDisabled={fields.length === 1}
                onClick={() => {
                  remove(index);
                }}
              />
            </FlexItem>
          )}
        </Flex>
      ))}
      {!isDisabled && (
        <Flex>
          <Button
            variant="link"
            icon={<PlusCircleIcon />}
            onClick={() => {
              append({ name: "", verified: false });
            }}
          >
            {t("organizations.form.addDomain")}
          </Button>
        </Flex>
      )}
    </FormFieldGroup>
  );
}
