import { useTranslation } from "react-i18next";
import { storedTextLimit } from "@/shared/ui/form/rules";
import { SwitchControl } from "@/shared/ui/form/switch-control";
import { TextControl } from "@/shared/ui/form/text-control";
import type { PolicyFormValues } from "../form-state";
import { usePolicyEditor } from "../policy-editor-context";
import { regexProblem } from "../policy-validation";

/**
 * A regex policy: the claim (or context attribute) to match and the pattern. The server stores
 * any pattern and fails only when evaluating, so the pattern is compiled here before saving.
 */
export function RegexFields() {
  const { t } = useTranslation();
  const { isReadOnly } = usePolicyEditor();
  return (
    <>
      <TextControl<PolicyFormValues>
        name="targetClaim"
        label={t("authorization.policies.regex.targetClaim")}
        labelIcon={t("authorization.policies.regex.targetClaimHelp")}
        rules={{ required: true, maxLength: storedTextLimit }}
        isDisabled={isReadOnly}
      />
      <TextControl<PolicyFormValues>
        name="pattern"
        label={t("authorization.policies.regex.pattern")}
        rules={{
          required: true,
          validate: (pattern) => {
            const problem = regexProblem(typeof pattern === "string" ? pattern : "");
            return problem === undefined || t(problem);
          },
        }}
        isDisabled={isReadOnly}
      />
      <SwitchControl<PolicyFormValues>
        name="targetContextAttributes"
        label={t("authorization.policies.regex.targetContextAttributes")}
        labelIcon={t("authorization.policies.regex.targetContextAttributesHelp")}
        isDisabled={isReadOnly}
      />
    </>
  );
}
