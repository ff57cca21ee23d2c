import { Content, Stack, Title } from "@patternfly/react-core";
import { useId, type ReactNode } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { EditForm } from "@/shared/ui/form/edit-form";
import type { LoadedClient } from "../api/client-query";
import { useUpdateClient } from "../api/use-update-client";

/** Whether this administrator may change the client's advanced settings. */
export function useCanEditAdvanced(): boolean {
  return useAccess().hasAccess("manage-clients");
}

export interface AdvancedSectionProps {
  /** Translated heading. */
  title: string;
  /** Translated explanation under the heading. */
  description?: string;
  children: ReactNode;
}

/** One section of the advanced tab: a heading, what it is for, and its content. */
export function AdvancedSection({ title, description, children }: AdvancedSectionProps) {
  const headingId = useId();
  return (
    <Stack hasGutter component="section" aria-labelledby={headingId}>
      <Title headingLevel="h2" size="lg" id={headingId}>
        {title}
      </Title>
      {description !== undefined && <Content component="p">{description}</Content>}
      {children}
    </Stack>
  );
}

export interface SectionFormProps<TValues extends FieldValues> {
  /** The section's values as the client holds them now. */
  values: TValues;
  /** The client as loaded with the section's values on top: what the save sends. */
  toClient: (values: TValues) => LoadedClient;
  children: ReactNode;
}

/**
 * The form of one section: it saves on its own, sending the client as loaded with only this
 * section's changes, so unsaved edits in other sections are neither sent nor lost. It starts again
 * from the server's values once the client reloads with other values for this section.
 */
export function SectionForm<TValues extends FieldValues>(props: SectionFormProps<TValues>) {
  return <SectionFormBody key={JSON.stringify(props.values)} {...props} />;
}

function SectionFormBody<TValues extends FieldValues>({
  values,
  toClient,
  children,
}: SectionFormProps<TValues>) {
  const { t } = useTranslation();
  const update = useUpdateClient();
  const form = useForm<TValues>({
    defaultValues: values as DefaultValues<TValues>,
    mode: "onChange",
  });
  return (
    <EditForm
      form={form}
      save={(changed) => update.mutateAsync(toClient(changed))}
      isSaving={update.isPending}
      canEdit={useCanEditAdvanced()}
      savedMessage={t("clientAdvanced.saved")}
      saveErrorKey="clientAdvanced.saveError"
    >
      {children}
    </EditForm>
  );
}
