import type {
  ProtocolMapperRepresentation,
  ProtocolMapperTypeRepresentation,
} from "@gatehouse/admin-client";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EditForm } from "@/shared/ui/form/edit-form";
import { useUpdateProtocolMapper } from "./api/use-update-protocol-mapper";
import { mapperFormValues, mapperFromForm, type MapperFormValues } from "./form-state";
import { MapperFields, placeMapperErrors } from "./mapper-fields";
import type { MapperOwner } from "./mapper-owner";

/**
 * A saved mapper's configuration; read-only for those who may not manage. Remount with a new `key`
 * when the mapper reloads, so the form starts again from what the server holds.
 */
export function EditMapperForm({
  owner,
  type,
  mapper,
}: {
  owner: MapperOwner;
  type: ProtocolMapperTypeRepresentation;
  mapper: ProtocolMapperRepresentation & { id: string };
}) {
  const { t } = useTranslation();
  const update = useUpdateProtocolMapper(owner);
  const form = useForm<MapperFormValues>({
    defaultValues: mapperFormValues(type, mapper),
    mode: "onChange",
  });

  const save = async (values: MapperFormValues) => {
    try {
      await update.mutateAsync({
        ...mapperFromForm(values, type, owner.protocol, mapper),
        id: mapper.id,
      });
    } catch (error) {
      placeMapperErrors(error, form.setError, t);
      // The alert says the save failed in any case; the field shows where.
      throw error;
    }
  };

  return (
    <EditForm
      form={form}
      save={save}
      isSaving={update.isPending}
      canEdit={owner.canManage}
      savedMessage={t("protocolMappers.page.saved")}
      saveErrorKey="protocolMappers.page.saveError"
    >
      <MapperFields type={type} isNew={false} isDisabled={!owner.canManage} />
    </EditForm>
  );
}
