import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { PageSection, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toUserFederation } from "@/shared/paths/user-federation-paths";
import { userStorageProviderQuery } from "../api/provider-query";
import { ProviderHeader } from "./provider-header";

/**
 * Loads a stored provider of one kind and shows its title and, below it, `children` with the
 * stored component; a missing one (or one of another kind, reached through a wrong address)
 * says so with a way back to the list.
 */
export function StoredProvider({
  id,
  kind,
  children,
}: {
  id: string;
  /** The kind the address names; a component of another kind is treated as missing. */
  kind: string;
  children: (stored: ComponentRepresentation) => ReactNode;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const canManage = useAccess().hasAccess("manage-realm");
  const provider = useQuery(userStorageProviderQuery(client, realm, id));

  if (provider.isPending)
    return (
      <PageSection>
        <Skeleton screenreaderText={t("userFederation.details.loading")} />
      </PageSection>
    );
  const stored = provider.data ?? undefined;
  if (stored === undefined || stored.providerId !== kind)
    return (
      <ObjectUnavailable
        error={provider.error}
        notFound={t("userFederation.details.notFound")}
        back={{ to: toUserFederation({ realm }), label: t("userFederation.details.backToList") }}
      />
    );
  return (
    <>
      <PageSection>
        <ProviderHeader provider={stored} canManage={canManage} />
      </PageSection>
      <PageSection>{children(stored)}</PageSection>
    </>
  );
}
