import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { SelectControl } from "@/shared/ui/form/select-control";
import {
  evaluateClientChoicesQuery,
  evaluateUserChoicesQuery,
} from "../../api/evaluate-choices-query";

export interface EvaluateValues {
  /** The chosen user's id; empty until one is chosen. */
  userId: string;
  /** Names of the client's optional scopes to evaluate as if requested. */
  optionalScopes: string[];
  /** A client id the access token is also meant for; empty for none. */
  audience: string;
}

/** Either right lets the server search the realm's users (view-users holds query-users). */
const userSearchRights = ["query-users", "view-users"] as const;

/**
 * The user to evaluate for, searched on the server as the administrator types. Without the
 * right to search users the server refuses the search: the field stays closed and says why.
 */
export function UserChoice() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const [search, setSearch] = useState("");
  const canSearchUsers = useAccess().hasSomeAccess(...userSearchRights);
  const users = useQuery({
    ...evaluateUserChoicesQuery(client, realm, search),
    enabled: canSearchUsers,
  });
  // A chosen user keeps its name when a later search no longer finds it.
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  const found = (users.data ?? []).flatMap((user) =>
    user.id === undefined ? [] : [{ key: user.id, value: user.username ?? user.id }],
  );
  if (found.some((option) => names.get(option.key) !== option.value)) {
    setNames(new Map([...names, ...found.map((option) => [option.key, option.value] as const)]));
  }
  const known = new Set(found.map((option) => option.key));
  const remembered = [...names]
    .filter(([key]) => !known.has(key))
    .map(([key, value]) => ({ key, value }));
  return (
    <SelectControl<EvaluateValues, "userId">
      name="userId"
      id="evaluate-user"
      label={t("clientScopeSetup.evaluate.user")}
      helperText={
        canSearchUsers
          ? t("clientScopeSetup.evaluate.userHelp")
          : t("clientScopeSetup.evaluate.userClosed", { rights: userSearchRights[0] })
      }
      placeholder={t("clientScopeSetup.evaluate.userPlaceholder")}
      isDisabled={!canSearchUsers}
      options={[...found, ...remembered]}
      onSearch={(text) => {
        setSearch(text.trim());
      }}
      isSearching={users.isFetching}
    />
  );
}

/** The client the access token should also name as its audience, searched on the server. */
export function AudienceChoice() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const [search, setSearch] = useState("");
  const clients = useQuery(evaluateClientChoicesQuery(client, realm, search));
  return (
    <SelectControl<EvaluateValues, "audience">
      name="audience"
      id="evaluate-audience"
      label={t("clientScopeSetup.evaluate.audience")}
      helperText={t("clientScopeSetup.evaluate.audienceHelp")}
      placeholder={t("clientScopeSetup.evaluate.audiencePlaceholder")}
      options={(clients.data ?? []).flatMap((candidate) =>
        candidate.clientId === undefined ? [] : [candidate.clientId],
      )}
      onSearch={(text) => {
        setSearch(text.trim());
      }}
      isSearching={clients.isFetching}
    />
  );
}
