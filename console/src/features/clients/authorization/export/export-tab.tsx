import { Button, Flex, FlexItem, PageSection } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationRights } from "@/shared/authorization/authorization-rights";
import { toClients } from "@/shared/paths/client-paths";
import { downloadTextFile } from "@/shared/lib/download-file";
import { CodeEditor } from "@/shared/ui/code-editor/code-editor";
import { CopyButton } from "@/shared/ui/copy/copy-button";
import { PageLoading, PageUnavailable } from "@/shared/ui/details/page-states";
import type { ClientTabProps } from "../../api/client-query";
import { resourceServerExportQuery } from "../../api/resource-server-export-query";

/** The file name of a client's export: its client id, made safe for a file system. */
export const exportFileName = (clientId: string): string =>
  `${clientId.replace(/[^\w.-]+/g, "_")}-authz-config.json`;

/**
 * The whole resource server as JSON, read-only, to download or copy. The server exports only to
 * those who may manage authorization (manage-authorization or manage-clients), also where others
 * may read every part of it.
 */
export function ExportTab({ client }: ClientTabProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  const { manage } = authorizationRights(useAccess());
  const exported = useQuery({
    ...resourceServerExportQuery(useAdminClient(), realm, client.id),
    enabled: manage,
  });
  if (!manage) return <ForbiddenSection missingRights={["manage-authorization"]} />;
  if (exported.isPending) return <PageLoading label={t("authorization.export.loading")} />;
  if (exported.isError) {
    return (
      <PageUnavailable
        title={t("authorization.export.loadError")}
        error={exported.error}
        back={{ to: toClients({ realm }), label: t("clients.details.backToList") }}
      />
    );
  }
  const text = JSON.stringify(exported.data, null, 2);
  return (
    <PageSection>
      <Flex direction={{ default: "column" }}>
        <FlexItem>
          <CodeEditor
            language="json"
            value={text}
            isReadOnly
            aria-label={t("authorization.export.editor")}
            height="30rem"
          />
        </FlexItem>
        <Flex>
          <FlexItem>
            <Button
              onClick={() => {
                downloadTextFile(exportFileName(client.clientId), text, "application/json");
              }}
            >
              {t("authorization.export.download")}
            </Button>
          </FlexItem>
          <FlexItem>
            <CopyButton value={text} label={t("authorization.export.copy")} variant="plain" />
          </FlexItem>
        </Flex>
      </Flex>
    </PageSection>
  );
}
