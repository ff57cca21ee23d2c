import { Content, PageSection, Title } from "@patternfly/react-core";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { PageLoading } from "@/shared/ui/details/page-states";
import { clientQuery } from "../api/client-query";
import { afterDeletion } from "@/shared/ui/form/unsaved-changes-guard";

/**
 * The title row of a page of the resource server, with the client it belongs to under it. The
 * client's name is a courtesy: the page does not wait for it, nor fail without it.
 */
export function AuthorizationPageHeader({
  clientId,
  title,
  children,
}: {
  clientId: string;
  title: ReactNode;
  /** More lines under the title (the object's kind). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const client = useQuery({ ...clientQuery(useAdminClient(), useRealm(), clientId), retry: false });
  const name = client.data?.clientId;
  return (
    <PageSection>
      {title}
      {children}
      {name !== undefined && (
        <Content component="p">{t("authorization.page.ofClient", { client: name })}</Content>
      )}
    </PageSection>
  );
}

/** The page that creates an object of the resource server: its title, then its form. */
export function AuthorizationCreatePage({
  clientId,
  title,
  children,
}: {
  clientId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <>
      <AuthorizationPageHeader
        clientId={clientId}
        title={<Title headingLevel="h1">{title}</Title>}
      />
      <PageSection>{children}</PageSection>
    </>
  );
}

/** The translated texts of a saved object's page. */
export interface ObjectPageTexts {
  loading: string;
  notFound: string;
  back: string;
  actions: string;
  delete: string;
}

/**
 * A saved object of the resource server (resource, scope, policy, permission): loading, missing or
 * closed, else its name as the heading with delete (for those who may manage) and its form.
 * `askDelete` opens the object's own delete dialog (`dialog`) and calls `done` once deleted, which
 * returns to the list (`backTo`).
 */
export function AuthorizationObjectPage<T>({
  clientId,
  loaded,
  texts,
  backTo,
  title,
  labels,
  kind,
  canManage,
  askDelete,
  dialog,
  children,
}: {
  clientId: string;
  loaded: UseQueryResult<T | null>;
  texts: ObjectPageTexts;
  backTo: string;
  title: (shown: T) => string;
  labels?: ReactNode;
  kind?: ReactNode;
  canManage: boolean;
  askDelete: (shown: T, done: () => void) => void;
  dialog: ReactNode;
  children: (shown: T) => ReactNode;
}) {
  const navigate = useNavigate();
  if (loaded.isPending) return <PageLoading label={texts.loading} />;
  if (loaded.isError || loaded.data === null) {
    return (
      <ObjectUnavailable
        error={loaded.error}
        notFound={texts.notFound}
        back={{ to: backTo, label: texts.back }}
      />
    );
  }
  const shown = loaded.data;
  return (
    <>
      {dialog}
      <AuthorizationPageHeader
        clientId={clientId}
        title={
          <DetailsTitle
            title={title(shown)}
            {...(labels !== undefined && { labels })}
            actionsLabel={texts.actions}
            actions={
              canManage
                ? [
                    {
                      id: "delete",
                      label: texts.delete,
                      isDanger: true,
                      onSelect: () => {
                        askDelete(shown, () => void navigate(backTo, afterDeletion));
                      },
                    },
                  ]
                : []
            }
          />
        }
      >
        {kind}
      </AuthorizationPageHeader>
      <PageSection>{children(shown)}</PageSection>
    </>
  );
}
