import type { ClientProfileRepresentation } from "@gatehouse/admin-client";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientProfilesQuery } from "../../api/client-profiles-query";
import { useChangeClientProfiles } from "../../api/use-change-client-profiles";
import { profileRows } from "../client-policies-state";
import { toAddClientProfile, toClientProfile } from "../paths";
import { EntriesList } from "./entries-list";

/**
 * The realm's client profiles and the server's global ones, which cannot change. With
 * manage-realm the realm's own are created, opened to change and deleted after a confirmation.
 */
export function ProfilesSection({ canManage }: { canManage: boolean }) {
  const client = useAdminClient();
  const realm = useRealm();
  const loaded = useQuery(clientProfilesQuery(client, realm));
  const change = useChangeClientProfiles();

  return (
    <EntriesList<ClientProfileRepresentation>
      kind="profiles"
      rows={loaded.data === undefined ? undefined : profileRows(loaded.data)}
      ownEntries={loaded.data === undefined ? undefined : (loaded.data.profiles ?? [])}
      loading={loaded}
      change={change}
      canManage={canManage}
      createHref={canManage ? toAddClientProfile({ realm }) : undefined}
      nameCell={(row) => (
        <Link to={toClientProfile({ realm, profileName: row.name })}>{row.name}</Link>
      )}
    />
  );
}
