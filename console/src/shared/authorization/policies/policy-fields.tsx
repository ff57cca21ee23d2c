import {
  CodeBlock,
  CodeBlockCode,
  FormGroup,
  HelperText,
  HelperTextItem,
} from "@patternfly/react-core";
import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { RadioGroupControl } from "@/shared/ui/form/radio-group-control";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { TextAreaControl } from "@/shared/ui/form/text-area-control";
import { TextControl } from "@/shared/ui/form/text-control";
import { AggregateFields } from "./fields/aggregate-fields";
import { ClientFields } from "./fields/client-fields";
import { ClientScopeFields } from "./fields/client-scope-fields";
import { GroupFields } from "./fields/group-fields";
import { JsFields } from "./fields/js-fields";
import { RegexFields } from "./fields/regex-fields";
import { RoleFields } from "./fields/role-fields";
import { TimeFields } from "./fields/time-fields";
import { UserFields } from "./fields/user-fields";
import type { PolicyFormValues } from "./form-state";
import { usePolicyEditor } from "./policy-editor-context";
import { isDeployedScriptType, type EditablePolicyType } from "./policy-types";

const typeEditors: Record<EditablePolicyType, () => React.JSX.Element> = {
  role: RoleFields,
  group: GroupFields,
  user: UserFields,
  client: ClientFields,
  "client-scope": ClientScopeFields,
  time: TimeFields,
  regex: RegexFields,
  aggregate: AggregateFields,
  js: JsFields,
};

/**
 * A policy type this console has no editor for: its stored settings as the server sent them, so
 * the administrator sees what it holds. Its name, description and logic stay editable.
 */
function StoredPolicyView({ stored }: { stored: PolicyRepresentation | undefined }) {
  const { t } = useTranslation();
  return (
    <FormGroup label={t("authorization.policies.form.stored")} fieldId="policy-stored">
      <CodeBlock id="policy-stored" aria-label={t("authorization.policies.form.stored")}>
        <CodeBlockCode>{JSON.stringify(stored ?? {}, null, 2)}</CodeBlockCode>
      </CodeBlock>
      <HelperText>
        <HelperTextItem>{t("authorization.policies.form.storedHelp")}</HelperTextItem>
      </HelperText>
    </FormGroup>
  );
}

/** Every policy's name, description and logic, then the fields of its type. */
export function PolicyFields({
  type,
  stored,
}: {
  type: string;
  stored: PolicyRepresentation | undefined;
}) {
  const { t } = useTranslation();
  const { isReadOnly } = usePolicyEditor();
  const TypeEditor = (typeEditors as Record<string, (() => React.JSX.Element) | undefined>)[type];
  return (
    <>
      <TextControl<PolicyFormValues>
        name="name"
        label={t("authorization.policies.form.name")}
        rules={{
          required: true,
          maxLength: storedTextLimit,
          validate: (name) =>
            (typeof name === "string" ? name : "").trim() !== "" ||
            t("authorization.policies.form.nameBlank"),
        }}
        isDisabled={isReadOnly}
      />
      <TextAreaControl<PolicyFormValues>
        name="description"
        label={t("authorization.policies.form.description")}
        rules={{ maxLength: storedTextLimit }}
        isDisabled={isReadOnly}
      />
      {TypeEditor !== undefined ? (
        <TypeEditor />
      ) : isDeployedScriptType(type) ? null : (
        <StoredPolicyView stored={stored} />
      )}
      <RadioGroupControl<PolicyFormValues>
        name="logic"
        label={t("authorization.policies.form.logic")}
        labelIcon={t("authorization.policies.form.logicHelp")}
        options={[
          { key: "POSITIVE", value: t("authorization.policies.form.positive") },
          { key: "NEGATIVE", value: t("authorization.policies.form.negative") },
        ]}
        isDisabled={isReadOnly}
      />
    </>
  );
}
