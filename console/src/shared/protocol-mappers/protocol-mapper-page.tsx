import type { ProtocolMapperTypeRepresentation } from "@gatehouse/admin-client";
import { Alert, Content, PageSection, Skeleton, Stack } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { translateServerLabel } from "@/shared/lib/server-text";
import type { MapperViewMode } from "@/shared/paths/client-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { DetailsTitle, type DetailsAction } from "@/shared/ui/details/details-title";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { protocolMapperQuery } from "./api/protocol-mapper-query";
import { useDeleteProtocolMapper } from "./api/use-delete-protocol-mapper";
import { EditMapperForm } from "./edit-mapper-form";
import type { MapperOwner } from "./mapper-owner";
import { mapperTypesOf } from "./mapper-types";
import { NewMapperForm } from "./new-mapper-form";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

export interface ProtocolMapperPageProps {
  owner: MapperOwner;
  /** `edit`: the mapper's id; `add`: the id of the mapper type to create one of. */
  mapperId: string;
  viewMode: MapperViewMode;
}

/**
 * One protocol mapper of a client scope or of a client's dedicated scope: `edit` shows a saved
 * mapper with save and delete, `add` creates one of a mapper type and then opens it.
 */
export function ProtocolMapperPage({ owner, mapperId, viewMode }: ProtocolMapperPageProps) {
  const { t } = useTranslation();
  const types = mapperTypesOf(useServerInfo(), owner.protocol);
  if (viewMode === "add") {
    const type = types.find((candidate) => candidate.id === mapperId);
    if (type === undefined)
      return <Missing owner={owner} title={t("protocolMappers.page.unknownType")} />;
    return (
      <>
        <MapperHeader
          title={t("protocolMappers.page.addTitle", {
            type: translateServerLabel(type.name ?? type.id, t),
          })}
          type={type}
          actions={[]}
        />
        <PageSection>
          <NewMapperForm owner={owner} type={type} />
        </PageSection>
      </>
    );
  }
  return <SavedMapper owner={owner} mapperId={mapperId} types={types} />;
}

function SavedMapper({
  owner,
  mapperId,
  types,
}: {
  owner: MapperOwner;
  mapperId: string;
  types: ProtocolMapperTypeRepresentation[];
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert } = useAlerts();
  const mapper = useQuery(protocolMapperQuery(client, realm, owner, mapperId));
  const remove = useDeleteProtocolMapper(owner);
  const { confirm, dialog } = useConfirmDialog();

  if (mapper.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("protocolMappers.page.loading")} />
      </PageSection>
    );
  }
  if (mapper.isError || mapper.data === null || mapper.data.id === undefined) {
    return (
      <Missing
        owner={owner}
        title={t("protocolMappers.page.notFound")}
        {...(mapper.isError && { detail: errorMessage(mapper.error, t).message })}
      />
    );
  }
  const shown = { ...mapper.data, id: mapper.data.id };
  const name = shown.name ?? "";
  // A type the server no longer offers still shows its mapper, with the configuration it has.
  const type = types.find((candidate) => candidate.id === shown.protocolMapper) ?? {
    id: shown.protocolMapper ?? "",
  };
  const askDelete = () => {
    confirm({
      title: t("protocolMappers.delete.title"),
      message: t("protocolMappers.delete.message", { name }),
      confirmLabel: t("protocolMappers.delete.confirm"),
      variant: "danger",
      errorTitle: t("protocolMappers.delete.error"),
      onConfirm: async () => {
        await remove.mutateAsync(shown.id);
        addAlert(t("protocolMappers.delete.done", { name }), "success");
        void navigate(owner.mappersLink, afterDeletion);
      },
    });
  };

  return (
    <>
      {dialog}
      <MapperHeader
        title={name}
        type={type}
        actions={
          owner.canManage
            ? [
                {
                  id: "delete",
                  label: t("protocolMappers.delete.confirm"),
                  isDanger: true,
                  onSelect: askDelete,
                },
              ]
            : []
        }
      />
      <PageSection>
        <EditMapperForm
          key={JSON.stringify(shown.config)}
          owner={owner}
          type={type}
          mapper={shown}
        />
      </PageSection>
    </>
  );
}

function MapperHeader({
  title,
  type,
  actions,
}: {
  title: string;
  type: ProtocolMapperTypeRepresentation;
  actions: DetailsAction[];
}) {
  const { t } = useTranslation();
  return (
    <PageSection>
      <Stack hasGutter>
        <DetailsTitle
          title={title}
          actionsLabel={t("protocolMappers.page.actions")}
          actions={actions}
        />
        {type.helpText !== undefined && (
          <Content component="p">{translateServerLabel(type.helpText, t)}</Content>
        )}
      </Stack>
    </PageSection>
  );
}

function Missing({ owner, title, detail }: { owner: MapperOwner; title: string; detail?: string }) {
  const { t } = useTranslation();
  return (
    <PageSection>
      <Alert variant="danger" isInline title={title}>
        {detail !== undefined && detail !== "" ? `${detail} ` : null}
        <Link to={owner.mappersLink}>{t("protocolMappers.page.backToList")}</Link>
      </Alert>
    </PageSection>
  );
}
