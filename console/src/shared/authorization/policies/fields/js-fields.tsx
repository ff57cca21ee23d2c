import {
  CodeBlock,
  CodeBlockCode,
  FormGroup,
  HelperText,
  HelperTextItem,
} from "@patternfly/react-core";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { PolicyFormValues } from "../form-state";

/** A JavaScript policy's code, read-only: the server no longer takes new code from the admin API. */
export function JsFields() {
  const { t } = useTranslation();
  const { watch } = useFormContext<PolicyFormValues>();
  return (
    <FormGroup label={t("authorization.policies.js.code")} fieldId="policy-code">
      <CodeBlock id="policy-code" aria-label={t("authorization.policies.js.code")}>
        <CodeBlockCode>{watch("code")}</CodeBlockCode>
      </CodeBlock>
      <HelperText>
        <HelperTextItem>{t("authorization.policies.js.readOnly")}</HelperTextItem>
      </HelperText>
    </FormGroup>
  );
}
