import type { IdentityProviderMapperRepresentation } from "@gatehouse/admin-client";
import { PageSection } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import {
  toIdentityProvider,
  type IdentityProviderMapperParams,
} from "@/shared/paths/identity-provider-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { EditForm } from "@/shared/ui/form/edit-form";
import { mapperQuery } from "../api/mapper-query";
import { mapperTypesQuery, type MapperType } from "../api/mapper-types-query";
import { useSaveMapper } from "../api/use-save-mapper";
import { mapperFormValues, mapperFromForm, type IdpMapperFormValues } from "./form-state";
import { MapperFields, placeMapperErrors } from "./mapper-fields";
import { PageLoading, PageUnavailable } from "@/shared/ui/details/page-states";
import { useDeleteMapperDialog } from "./use-delete-mapper-dialog";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

/** One mapper of an identity provider: its settings, saved in place, and deleting it. */
export function EditMapperPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const { providerId, alias, id } = useRouteParams<IdentityProviderMapperParams>();
  const canManage = useAccess().hasAccess("manage-identity-providers");
  const mapper = useQuery(mapperQuery(client, realm, alias, id));
  const types = useQuery(mapperTypesQuery(client, realm, alias));
  const { askDelete, dialog } = useDeleteMapperDialog(alias);
  const mappersLink = toIdentityProvider({ realm, providerId, alias, tab: "mappers" });

  if (mapper.isPending || types.isPending)
    return <PageLoading label={t("identityProviders.mappers.loading")} />;
  if (mapper.isError || types.isError || mapper.data === null) {
    return (
      <PageUnavailable
        title={t("identityProviders.mappers.notFound")}
        error={mapper.error ?? types.error}
        back={{ to: mappersLink, label: t("identityProviders.mappers.backToList") }}
      />
    );
  }
  const shown = mapper.data;
  return (
    <>
      {dialog}
      <PageSection>
        <DetailsTitle
          title={shown.name ?? ""}
          actionsLabel={t("identityProviders.mappers.actions")}
          actions={
            canManage
              ? [
                  {
                    id: "delete",
                    label: t("identityProviders.mappers.delete.open"),
                    isDanger: true,
                    onSelect: () => {
                      askDelete(shown, () => void navigate(mappersLink, afterDeletion));
                    },
                  },
                ]
              : []
          }
        />
      </PageSection>
      <PageSection>
        <SavedMapperForm
          key={JSON.stringify(shown)}
          mapper={shown}
          types={types.data}
          canManage={canManage}
        />
      </PageSection>
    </>
  );
}

/** Remounted with a new `key` when the mapper reloads, so it starts again from what is stored. */
function SavedMapperForm({
  mapper,
  types,
  canManage,
}: {
  mapper: IdentityProviderMapperRepresentation;
  types: MapperType[];
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const { alias } = useRouteParams<IdentityProviderMapperParams>();
  const save = useSaveMapper(alias);
  // A type the server no longer offers still shows its mapper, without its properties.
  const type = types.find((candidate) => candidate.id === mapper.identityProviderMapper);
  const form = useForm<IdpMapperFormValues>({
    defaultValues: mapperFormValues(type, mapper),
    mode: "onChange",
  });

  const submit = async (values: IdpMapperFormValues) => {
    try {
      await save.mutateAsync(mapperFromForm(values, type, mapper));
    } catch (error) {
      placeMapperErrors(error, form.setError, t);
      // The alert says the save failed in any case; the field shows where.
      throw error;
    }
  };

  return (
    <EditForm
      form={form}
      save={submit}
      isSaving={save.isPending}
      canEdit={canManage}
      savedMessage={t("identityProviders.mappers.saved")}
      saveErrorKey="identityProviders.mappers.saveError"
    >
      <MapperFields types={types} isNew={false} isDisabled={!canManage} />
    </EditForm>
  );
}
