import type { ComponentRepresentation, ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EditForm } from "@/shared/ui/form/edit-form";
import { useSaveLdapMapper } from "../../api/use-save-ldap-mapper";
import { LdapMapperFields } from "./ldap-mapper-fields";
import { placeLdapMapperError, readableMapperError } from "./mapper-errors";
import {
  ldapMapperFormValues,
  ldapMapperFromForm,
  type LdapMapperFormValues,
} from "./mapper-form-state";

/**
 * A stored LDAP mapper's settings, saved in place. Give it a new `key` when the mapper reloads, so
 * it starts again from what is stored.
 */
export function SavedLdapMapperForm({
  providerId,
  mapper,
  types,
  canManage,
}: {
  providerId: string;
  mapper: ComponentRepresentation;
  types: readonly ComponentTypeRepresentation[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const save = useSaveLdapMapper(providerId);
  // A type the server no longer offers still shows its mapper, without its settings.
  const type = types.find((candidate) => candidate.id === mapper.providerId);
  const form = useForm<LdapMapperFormValues>({
    defaultValues: ldapMapperFormValues(type, mapper),
    mode: "onChange",
  });

  const submit = async (values: LdapMapperFormValues) => {
    try {
      await save.mutateAsync(ldapMapperFromForm(values, type, providerId, mapper));
    } catch (error) {
      placeLdapMapperError(error, form.setError, type?.properties ?? [], t);
      // The alert says the save failed in any case, in words; the field shows where.
      throw readableMapperError(error, t);
    }
  };

  return (
    <EditForm
      form={form}
      save={submit}
      isSaving={save.isPending}
      canEdit={canManage}
      savedMessage={t("userFederation.mappers.saved")}
      saveErrorKey="userFederation.mappers.saveError"
    >
      <LdapMapperFields types={types} isNew={false} isDisabled={!canManage} />
    </EditForm>
  );
}
