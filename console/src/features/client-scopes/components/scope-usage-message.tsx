import type { ClientScopeRepresentation } from "@gatehouse/admin-client";
import { Content, List, ListItem, Skeleton, Stack } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { ClientScopeType } from "@/shared/client-scopes/client-scope-type";
import { scopeUsageQuery } from "../api/scope-usage-query";

/** Clients named in the dialog at most; the rest are counted. */
const namedClients = 10;

/**
 * What deleting scopes takes away, said before it happens: the server deletes a scope that clients
 * or the realm's defaults still use, and takes it off them, without a word.
 */
export function ScopeUsageMessage({
  scopes,
}: {
  scopes: readonly (ClientScopeRepresentation & { type: ClientScopeType })[];
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const usage = useQuery(scopeUsageQuery(client, realm));
  const first = scopes[0];
  const realmWide = scopes.filter((scope) => scope.type !== "none");
  const users = [
    ...new Set(scopes.flatMap((scope) => usage.data?.clientsByScope[scope.name ?? ""] ?? [])),
  ].sort();

  return (
    <Stack hasGutter>
      <Content component="p">
        {scopes.length === 1 && first !== undefined
          ? t("clientScopes.delete.messageOne", { name: first.name })
          : t("clientScopes.delete.messageMany", { count: scopes.length })}
      </Content>
      {realmWide.length > 0 && (
        <Content component="p">
          {t("clientScopes.delete.realmWide", {
            names: realmWide.map((scope) => scope.name).join(", "),
          })}
        </Content>
      )}
      {usage.isPending && <Skeleton screenreaderText={t("clientScopes.delete.usageLoading")} />}
      {usage.isError && <Content component="p">{t("clientScopes.delete.usageUnknown")}</Content>}
      {usage.data !== undefined && users.length === 0 && (
        <Content component="p">
          {usage.data.complete
            ? t("clientScopes.delete.unused")
            : t("clientScopes.delete.unusedInFirst")}
        </Content>
      )}
      {users.length > 0 && (
        <>
          <Content component="p">
            {t("clientScopes.delete.usedBy", { count: users.length })}
          </Content>
          <List aria-label={t("clientScopes.delete.usedByList")}>
            {users.slice(0, namedClients).map((clientId) => (
              <ListItem key={clientId}>{clientId}</ListItem>
            ))}
          </List>
          {users.length > namedClients && (
            <Content component="p">
              {t("clientScopes.delete.usedByMore", { count: users.length - namedClients })}
            </Content>
          )}
        </>
      )}
    </Stack>
  );
}
