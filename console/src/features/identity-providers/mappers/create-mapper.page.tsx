import { Content, Form, PageSection, Stack, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import {
  toIdentityProvider,
  toIdentityProviderMapper,
  type IdentityProviderParams,
} from "@/shared/paths/identity-provider-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { mapperTypesQuery, type MapperType } from "../api/mapper-types-query";
import { useSaveMapper } from "../api/use-save-mapper";
import { mapperFormValues, mapperFromForm, type IdpMapperFormValues } from "./form-state";
import { MapperFields, placeMapperErrors } from "./mapper-fields";
import { PageLoading, PageUnavailable } from "@/shared/ui/details/page-states";

/** Creates a mapper of one identity provider, of a type the server offers for it, then opens it. */
export function CreateMapperPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { providerId, alias } = useRouteParams<IdentityProviderParams>();
  const types = useQuery(mapperTypesQuery(client, realm, alias));
  const mappersLink = toIdentityProvider({ realm, providerId, alias, tab: "mappers" });

  if (types.isPending) return <PageLoading label={t("identityProviders.mappers.loading")} />;
  if (types.isError)
    return (
      <PageUnavailable
        title={t("identityProviders.mappers.typesError")}
        error={types.error}
        back={{ to: mappersLink, label: t("identityProviders.mappers.backToList") }}
      />
    );
  return (
    <>
      <PageSection>
        <Stack hasGutter>
          <Title headingLevel="h1">{t("identityProviders.mappers.createTitle")}</Title>
          <Content component="p">{t("identityProviders.mappers.createIntro", { alias })}</Content>
        </Stack>
      </PageSection>
      <PageSection>
        <NewMapperForm types={types.data} mappersLink={mappersLink} />
      </PageSection>
    </>
  );
}

function NewMapperForm({ types, mappersLink }: { types: MapperType[]; mappersLink: string }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { providerId, alias } = useRouteParams<IdentityProviderParams>();
  const { addAlert, addError } = useAlerts();
  const save = useSaveMapper(alias);
  const form = useForm<IdpMapperFormValues>({
    defaultValues: mapperFormValues(types[0]),
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);

  const submit = async (values: IdpMapperFormValues) => {
    const type = types.find((candidate) => candidate.id === values.type);
    const mapper = mapperFromForm(values, type);
    try {
      const id = await save.mutateAsync(mapper);
      addAlert(t("identityProviders.mappers.created", { name: mapper.name }), "success");
      allowNavigation();
      void navigate(toIdentityProviderMapper({ realm, providerId, alias, id }));
    } catch (error) {
      if (!placeMapperErrors(error, form.setError, t))
        addError("identityProviders.mappers.createError", error);
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(submit)(event)} isWidthLimited>
        <MapperFields types={types} isNew isDisabled={false} />
        <FormActions
          saveLabel={t("identityProviders.mappers.create")}
          isLoading={save.isPending}
          onCancel={() => {
            void navigate(mappersLink);
          }}
        />
      </Form>
    </FormProvider>
  );
}
