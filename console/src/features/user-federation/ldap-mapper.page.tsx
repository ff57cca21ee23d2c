import type { ComponentRepresentation, ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { Content, PageSection, Stack, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import {
  newLdapMapperId,
  toLdapProviderTab,
  type LdapMapperParams,
} from "@/shared/paths/user-federation-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { ldapMapperQuery } from "./api/ldap-mapper-query";
import { ldapMapperTypesQuery } from "./api/ldap-mapper-types-query";
import { PageLoading, PageUnavailable } from "@/shared/ui/details/page-states";
import { useMapperSyncActions } from "./components/mappers/mapper-sync-actions";
import { NewLdapMapperForm } from "./components/mappers/new-ldap-mapper-form";
import { SavedLdapMapperForm } from "./components/mappers/saved-ldap-mapper-form";
import { useDeleteLdapMapperDialog } from "./components/mappers/use-delete-ldap-mapper-dialog";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

/**
 * One mapper of an LDAP provider (`ldap/:id/mappers/:mapperId`), or a new one (`…/mappers/new`).
 * Adding and changing need manage-realm; without it the page is read-only.
 */
export function LdapMapperPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { id, mapperId } = useRouteParams<LdapMapperParams>();
  const canManage = useAccess().hasAccess("manage-realm");
  const isNew = mapperId === newLdapMapperId;
  const types = useQuery(ldapMapperTypesQuery(client, realm, id));
  const mapper = useQuery({ ...ldapMapperQuery(client, realm, id, mapperId), enabled: !isNew });
  const mappersLink = toLdapProviderTab({ realm, id, tab: "mappers" });

  if (isNew && !canManage) {
    return (
      <PageUnavailable
        title={t("userFederation.mappers.noRightToAdd")}
        back={{ to: mappersLink, label: t("userFederation.mappers.backToList") }}
      />
    );
  }
  if (types.isPending || (!isNew && mapper.isPending))
    return <PageLoading label={t("userFederation.mappers.loading")} />;
  if (types.isError) {
    return (
      <PageUnavailable
        title={t("userFederation.mappers.typesError")}
        error={types.error}
        back={{ to: mappersLink, label: t("userFederation.mappers.backToList") }}
      />
    );
  }
  if (isNew) {
    return (
      <>
        <PageSection>
          <Stack hasGutter>
            <Title headingLevel="h1">{t("userFederation.mappers.addTitle")}</Title>
            <Content component="p">{t("userFederation.mappers.addIntro")}</Content>
          </Stack>
        </PageSection>
        <PageSection>
          <NewLdapMapperForm providerId={id} types={types.data} mappersLink={mappersLink} />
        </PageSection>
      </>
    );
  }
  // A component of another provider, or not a mapper at all, is no mapper of this provider.
  if (mapper.isError || !mapper.data || mapper.data.parentId !== id) {
    return (
      <PageUnavailable
        title={t("userFederation.mappers.notFound")}
        error={mapper.error}
        back={{ to: mappersLink, label: t("userFederation.mappers.backToList") }}
      />
    );
  }
  return (
    <StoredMapper
      mapper={mapper.data}
      types={types.data}
      canManage={canManage}
      mappersLink={mappersLink}
    />
  );
}

function StoredMapper({
  mapper,
  types,
  canManage,
  mappersLink,
}: {
  mapper: ComponentRepresentation;
  types: readonly ComponentTypeRepresentation[];
  canManage: boolean;
  mappersLink: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const providerId = mapper.parentId ?? "";
  const { askDelete, dialog } = useDeleteLdapMapperDialog(providerId);
  const syncActions = useMapperSyncActions(providerId, mapper.id ?? "", mapper.providerId);
  return (
    <>
      {dialog}
      <PageSection>
        <DetailsTitle
          title={mapper.name ?? ""}
          actionsLabel={t("userFederation.mappers.actions")}
          actions={
            canManage
              ? [
                  ...syncActions,
                  {
                    id: "delete",
                    label: t("userFederation.mappers.delete.open"),
                    isDanger: true,
                    onSelect: () => {
                      askDelete(mapper, () => void navigate(mappersLink, afterDeletion));
                    },
                  },
                ]
              : []
          }
        />
      </PageSection>
      <PageSection>
        <SavedLdapMapperForm
          key={JSON.stringify(mapper)}
          providerId={providerId}
          mapper={mapper}
          types={types}
          canManage={canManage}
        />
      </PageSection>
    </>
  );
}
