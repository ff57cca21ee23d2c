import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { translateServerLabel } from "@/shared/lib/server-text";
import { toUserFederation } from "@/shared/paths/user-federation-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { userStorageType } from "@/shared/user-federation/user-storage-type";
import { CustomProviderForm } from "./components/custom/custom-provider-form";
import { StoredProvider } from "./components/stored-provider";

/**
 * A provider of a kind the server brings in as an extension: `:providerId/new` adds one,
 * `:providerId/:id` shows the stored one, its settings built from the server's description of the
 * kind. A kind this server does not have says so.
 */
export function CustomProviderPage() {
  const { t } = useTranslation();
  const realm = useRealm();
  const { providerId, id } = useRouteParams<{ providerId: string; id: string | undefined }>();
  const canManage = useAccess().hasAccess("manage-realm");
  const type = useServerInfo().componentTypes?.[userStorageType]?.find(
    (known) => known.id === providerId,
  );
  if (type === undefined)
    return (
      <ObjectUnavailable
        error={undefined}
        notFound={t("userFederation.custom.unknownKind", { kind: providerId })}
        back={{ to: toUserFederation({ realm }), label: t("userFederation.details.backToList") }}
      />
    );
  if (id !== undefined)
    return (
      <StoredProvider id={id} kind={type.id}>
        {(stored) => (
          <CustomProviderForm
            key={JSON.stringify(stored)}
            type={type}
            stored={stored}
            canManage={canManage}
          />
        )}
      </StoredProvider>
    );
  if (!canManage) return <ForbiddenSection missingRights={["manage-realm"]} />;
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("userFederation.custom.addTitle", { kind: type.id })}</Title>
        {type.helpText && <Content component="p">{translateServerLabel(type.helpText, t)}</Content>}
      </PageSection>
      <PageSection>
        <CustomProviderForm type={type} canManage />
      </PageSection>
    </>
  );
}
