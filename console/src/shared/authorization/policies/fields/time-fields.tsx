import { Grid, GridItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { TextControl } from "@/shared/ui/form/text-control";
import { timeRangeFields, type PolicyFormValues } from "../form-state";
import { usePolicyEditor } from "../policy-editor-context";
import { dateTimeOrderProblem, timeRangeProblem } from "../policy-validation";

/**
 * A time policy: a window of dates and times, and ranges of day of month, month, year, hour and
 * minute. Each range is checked as typed: whole numbers in bounds, the end not before the start.
 */
export function TimeFields() {
  const { t } = useTranslation();
  const { isReadOnly } = usePolicyEditor();
  return (
    <>
      <TextControl<PolicyFormValues>
        name="notBefore"
        type="datetime-local"
        step={1}
        label={t("authorization.policies.time.notBefore")}
        isDisabled={isReadOnly}
        rules={{ deps: ["notOnOrAfter"] }}
      />
      <TextControl<PolicyFormValues>
        name="notOnOrAfter"
        type="datetime-local"
        step={1}
        label={t("authorization.policies.time.notOnOrAfter")}
        isDisabled={isReadOnly}
        rules={{
          validate: (_, values) => {
            const problem = dateTimeOrderProblem(values);
            return problem === undefined || t(problem);
          },
        }}
      />
      {timeRangeFields.map(([start, end, min, max]) => (
        <Grid hasGutter key={start}>
          {[start, end].map((field) => (
            <GridItem span={6} key={field}>
              <TextControl<PolicyFormValues>
                name={field}
                type="number"
                min={min}
                max={max}
                label={t(`authorization.policies.time.${field}`)}
                isDisabled={isReadOnly}
                rules={{
                  deps: field === start ? [end] : [],
                  validate: (_, values) => {
                    const problem = timeRangeProblem(values, field);
                    return problem === undefined || t(problem, { min, max });
                  },
                }}
              />
            </GridItem>
          ))}
        </Grid>
      ))}
    </>
  );
}
