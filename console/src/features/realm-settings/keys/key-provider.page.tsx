import { Content, PageSection, Skeleton, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { translateServerLabel } from "@/shared/lib/server-text";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { keyProviderQuery } from "../api/key-provider-query";
import { keyProviderType } from "../api/key-providers-query";
import { toKeysTab, type KeyProviderParams } from "../paths";
import { KeyProviderForm } from "./key-provider-form";

/**
 * One key provider's settings. Everyone with view-realm reads them; changing them needs
 * manage-realm.
 */
export function KeyProviderPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { id, providerType } = useRouteParams<KeyProviderParams>();
  const canManage = useAccess().hasAccess("manage-realm");
  const types = useServerInfo().componentTypes?.[keyProviderType] ?? [];
  const provider = useQuery(keyProviderQuery(client, realm, id));

  if (provider.isPending)
    return (
      <PageSection>
        <Skeleton screenreaderText={t("realmSettings.keys.providers.loading")} />
      </PageSection>
    );
  const stored = provider.data ?? undefined;
  // The address names the kind, but the stored component decides which settings it has.
  const type = types.find((known) => known.id === (stored?.providerId ?? providerType));
  if (stored === undefined || type === undefined)
    return (
      <ObjectUnavailable
        error={provider.error}
        notFound={t("realmSettings.keys.providers.notFound")}
        back={{
          to: toKeysTab({ realm, tab: "providers" }),
          label: t("realmSettings.keys.providers.backToList"),
        }}
      />
    );
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{stored.name}</Title>
        <Content component="p">
          {t("realmSettings.keys.providers.typeOf", { type: type.id })}
          {type.helpText ? ` ${translateServerLabel(type.helpText, t)}` : ""}
        </Content>
      </PageSection>
      <PageSection>
        {/* Remount on a new version of the provider, so the form starts from what was saved. */}
        <KeyProviderForm
          key={JSON.stringify(stored)}
          provider={stored}
          type={type}
          canManage={canManage}
        />
      </PageSection>
    </>
  );
}
