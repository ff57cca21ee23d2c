import type { UserRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";

export const bulkActionKinds = [
  "delete",
  "enable",
  "disable",
  "addToGroup",
  "removeFromGroup",
  "requireActions",
  "logout",
] as const;

export type BulkActionKind = (typeof bulkActionKinds)[number];

export interface BulkOptions {
  groupId?: string;
  requiredActions?: string[];
}

/** The user vanished between selection and action (deleted elsewhere, say). */
export class UserGoneError extends Error {
  constructor() {
    super("user gone");
    this.name = "UserGoneError";
  }
}

/** Reads the whole user before a change, since a partial update could drop fields the server keeps. */
async function updateUser(
  client: AdminClient,
  realm: string,
  id: string,
  change: (user: UserRepresentation) => UserRepresentation,
) {
  const user = await client.users.findOne({ realm, id });
  if (user === undefined) throw new UserGoneError();
  const { userProfileMetadata: _metadata, access: _access, ...stored } = user;
  await client.users.update({ realm, id }, change(stored));
}

/** The call one bulk action makes for one user. */
export function bulkOperation(
  client: AdminClient,
  realm: string,
  kind: BulkActionKind,
  { groupId = "", requiredActions = [] }: BulkOptions,
): (user: UserRepresentation) => Promise<unknown> {
  return (user) => {
    const id = user.id ?? "";
    switch (kind) {
      case "delete":
        return client.users.del({ realm, id });
      case "enable":
      case "disable":
        return updateUser(client, realm, id, (stored) => ({
          ...stored,
          enabled: kind === "enable",
        }));
      case "addToGroup":
        return client.users.addToGroup({ realm, id, groupId });
      case "removeFromGroup":
        return client.users.delFromGroup({ realm, id, groupId });
      case "requireActions":
        return updateUser(client, realm, id, (stored) => ({
          ...stored,
          requiredActions: [...new Set([...(stored.requiredActions ?? []), ...requiredActions])],
        }));
      case "logout":
        return client.users.logout({ realm, id });
    }
  };
}
