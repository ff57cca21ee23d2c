import type { ProtocolMapperTypeRepresentation } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useCreateProtocolMapper } from "./api/use-create-protocol-mapper";
import { mapperFormValues, mapperFromForm, type MapperFormValues } from "./form-state";
import { MapperFields, placeMapperErrors } from "./mapper-fields";
import type { MapperOwner } from "./mapper-owner";

/**
 * Creates a mapper of one type, starting from the type's defaults, then opens its page. A refused
 * save keeps what was typed and shows the reason on its field or in an alert.
 */
export function NewMapperForm({
  owner,
  type,
}: {
  owner: MapperOwner;
  type: ProtocolMapperTypeRepresentation;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const create = useCreateProtocolMapper(owner);
  const form = useForm<MapperFormValues>({
    defaultValues: mapperFormValues(type),
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);

  const save = async (values: MapperFormValues) => {
    const mapper = mapperFromForm(values, type, owner.protocol);
    try {
      const id = await create.mutateAsync(mapper);
      addAlert(t("protocolMappers.page.created", { name: mapper.name }), "success");
      allowNavigation();
      void navigate(id === undefined ? owner.mappersLink : owner.mapperLink(id, "edit"));
    } catch (error) {
      if (!placeMapperErrors(error, form.setError, t))
        addError("protocolMappers.page.createError", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(save)(event)} isWidthLimited>
        <MapperFields type={type} isNew isDisabled={false} />
        <FormActions
          saveLabel={t("protocolMappers.page.create")}
          isLoading={create.isPending}
          onCancel={() => {
            void navigate(owner.mappersLink);
          }}
        />
      </Form>
    </FormProvider>
  );
}
