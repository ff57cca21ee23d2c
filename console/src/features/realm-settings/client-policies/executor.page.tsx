import type { ClientProfileRepresentation } from "@gatehouse/admin-client";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { clientProfilesQuery } from "../api/client-profiles-query";
import { useChangeClientProfiles } from "../api/use-change-client-profiles";
import {
  entryOfType,
  executorProviderType,
  profileRows,
  withEntryAt,
} from "./client-policies-state";
import { ProviderEntryView } from "./components/provider-entry-view";
import { occurrenceParam, toClientProfile, type ExecutorParams } from "./paths";

type AddressParams = Omit<ExecutorParams, "executorName"> & { executorName: string | undefined };

/** Adds an executor to a realm profile, or shows and changes one (`:executorName`, its type). */
export function ExecutorPage() {
  const client = useAdminClient();
  const realm = useRealm();
  const [searchParams] = useSearchParams();
  const { profileName, executorName } = useRouteParams<AddressParams>();
  const canManage = useAccess().hasAccess("manage-realm");
  const loaded = useQuery(clientProfilesQuery(client, realm));
  const change = useChangeClientProfiles();
  const types = useServerInfo().componentTypes?.[executorProviderType] ?? [];

  const row = (loaded.data === undefined ? [] : profileRows(loaded.data)).find(
    (candidate) => candidate.name === profileName,
  );
  const entries = (row?.entry.executors ?? []).map((executor) => ({
    type: executor.executor ?? "",
    configuration: executor.configuration ?? {},
  }));
  const occurrence = Number(searchParams.get(occurrenceParam) ?? "0");
  const { entry, index } = entryOfType(
    entries,
    executorName,
    Number.isInteger(occurrence) ? occurrence : -1,
  );
  const save = (type: string, configuration: Record<string, unknown>) =>
    change.mutateAsync((latest) =>
      latest.map((profile): ClientProfileRepresentation =>
        profile.name === profileName
          ? {
              ...profile,
              executors: withEntryAt(profile.executors ?? [], index, {
                executor: type,
                configuration,
              }),
            }
          : profile,
      ),
    );

  return (
    <ProviderEntryView
      kind="executors"
      isPending={loaded.isPending}
      error={loaded.error}
      isFound={row !== undefined && (executorName === undefined || entry !== undefined)}
      ownerName={profileName}
      entry={entry}
      types={types}
      canEdit={canManage && row?.isGlobal !== true}
      save={save}
      isSaving={change.isPending}
      backTo={toClientProfile({ realm, profileName })}
    />
  );
}
