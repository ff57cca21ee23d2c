import type { ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { Form } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toLdapMapper } from "@/shared/paths/user-federation-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { FormActions } from "@/shared/ui/form/form-actions";
import { useUnsavedChangesGuard } from "@/shared/ui/form/unsaved-changes-guard";
import { useSaveLdapMapper } from "../../api/use-save-ldap-mapper";
import { LdapMapperFields } from "./ldap-mapper-fields";
import { placeLdapMapperError, readableMapperError } from "./mapper-errors";
import {
  ldapMapperFormValues,
  ldapMapperFromForm,
  type LdapMapperFormValues,
} from "./mapper-form-state";

/**
 * Adds a mapper to an LDAP provider, of a type the server offers for it, then opens its page. A
 * refused save keeps what was typed and shows the server's reason at its field, or in an alert.
 */
export function NewLdapMapperForm({
  providerId,
  types,
  mappersLink,
}: {
  providerId: string;
  types: readonly ComponentTypeRepresentation[];
  mappersLink: string;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const save = useSaveLdapMapper(providerId);
  const form = useForm<LdapMapperFormValues>({
    // The type most mappers are: an attribute of the directory's entry copied to the user.
    defaultValues: ldapMapperFormValues(
      types.find((type) => type.id === "user-attribute-ldap-mapper") ?? types[0],
    ),
    mode: "onChange",
  });
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);

  const submit = async (values: LdapMapperFormValues) => {
    const type = types.find((candidate) => candidate.id === values.type);
    const mapper = ldapMapperFromForm(values, type, providerId);
    try {
      const mapperId = await save.mutateAsync(mapper);
      addAlert(t("userFederation.mappers.created", { name: mapper.name }), "success");
      allowNavigation();
      void navigate(toLdapMapper({ realm, id: providerId, mapperId }));
    } catch (error) {
      if (!placeLdapMapperError(error, form.setError, type?.properties ?? [], t))
        addError("userFederation.mappers.createError", readableMapperError(error, t));
    }
  };

  return (
    <FormProvider {...form}>
      {prompt}
      <Form onSubmit={(event) => void form.handleSubmit(submit)(event)} isWidthLimited>
        <LdapMapperFields types={types} isNew isDisabled={false} />
        <FormActions
          saveLabel={t("userFederation.mappers.create")}
          isLoading={save.isPending}
          onCancel={() => {
            void navigate(mappersLink);
          }}
        />
      </Form>
    </FormProvider>
  );
}
