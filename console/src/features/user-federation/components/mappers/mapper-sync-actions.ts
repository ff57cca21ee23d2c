import type { DirectionType, SynchronizationResultRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { syncableMapperTypes } from "../../api/ldap-mapper-type";
import { useSyncLdapMapper } from "../../api/use-sync-ldap-mapper";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import type { DetailsAction } from "@/shared/ui/details/details-title";

const directions: readonly DirectionType[] = ["fedToKeycloak", "keycloakToFed"];

/** Whether a mapper of this type copies groups or roles, and so has the two synchronisations. */
export function isSyncableMapper(typeId: string | undefined): boolean {
  return syncableMapperTypes.some((type) => type === typeId);
}

/** The server's counts in a line; its status text, when it gives one, goes under it. */
export function syncResultText(
  result: SynchronizationResultRepresentation,
  t: (key: string, options: Record<string, number>) => string,
): string {
  return t("userFederation.mappers.sync.result", {
    added: result.added ?? 0,
    updated: result.updated ?? 0,
    removed: result.removed ?? 0,
    failed: result.failed ?? 0,
  });
}

/**
 * A group or role mapper's synchronisations as page actions: the directory's groups or roles into
 * the realm and back. Each says what the server did, or why it refused (a read-only provider
 * writes nothing to the directory). Other mapper types get none.
 */
export function useMapperSyncActions(
  providerId: string,
  mapperId: string,
  typeId: string | undefined,
): DetailsAction[] {
  const { t } = useTranslation();
  const { addAlert, addError } = useAlerts();
  const sync = useSyncLdapMapper(providerId, mapperId);
  if (!isSyncableMapper(typeId)) return [];
  const what = typeId === "role-ldap-mapper" ? "roles" : "groups";

  const run = async (direction: DirectionType) => {
    try {
      const result = await sync.mutateAsync(direction);
      const failed = (result.failed ?? 0) > 0;
      addAlert(
        t(failed ? "userFederation.mappers.sync.partly" : "userFederation.mappers.sync.done"),
        failed ? "warning" : "success",
        [syncResultText(result, t), result.status].filter(Boolean).join(" · "),
      );
    } catch (error) {
      addError("userFederation.mappers.sync.error", error);
    }
  };

  return directions.map((direction) => ({
    id: `sync-${direction}`,
    label: t(`userFederation.mappers.sync.${direction}.${what}`),
    isAriaDisabled: sync.isPending,
    onSelect: () => void run(direction),
  }));
}
