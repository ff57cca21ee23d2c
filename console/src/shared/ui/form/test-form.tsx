import { ActionGroup, Button, Form } from "@patternfly/react-core";
import type { ReactNode } from "react";
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type UseFormReturn,
} from "react-hook-form";

export interface TestFormProps<TFieldValues extends FieldValues> {
  defaultValues: DefaultValues<TFieldValues>;
  onSubmit?: (values: TFieldValues) => unknown;
  /** Fields, or a function of the form for tests that need its methods. */
  children: ReactNode | ((form: UseFormReturn<TFieldValues>) => ReactNode);
}

/**
 * Component-test harness (tests only): a react-hook-form form validating on change, with a submit
 * button named "Submit" that hands the values to `onSubmit`.
 */
export function TestForm<TFieldValues extends FieldValues>({
  defaultValues,
  onSubmit = () => undefined,
  children,
}: TestFormProps<TFieldValues>) {
  const form = useForm<TFieldValues>({ defaultValues, mode: "onChange" });
  return (
    <FormProvider {...form}>
      <Form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
        {typeof children === "function" ? children(form) : children}
        <ActionGroup>
          <Button type="submit">Submit</Button>
        </ActionGroup>
      </Form>
    </FormProvider>
  );
}
