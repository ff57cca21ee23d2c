import type { UserRepresentation } from "@gatehouse/admin-client";
import { EmptyState, EmptyStateBody } from "@patternfly/react-core";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { PickerDialog, type PickerDialogProps } from "@/shared/ui/dialogs/picker-dialog";
import { loadUserCandidates } from "./api/load-user-candidates";
import { fullName } from "./full-name";

type FixedProps = "loader" | "rowKey" | "rowLabel" | "rowDescription" | "emptyState";
type Loader = PickerDialogProps<UserRepresentation>["loader"];

/**
 * Chooses users of the realm, searched and paged by the server, each shown by username with their
 * e-mail address and name. The caller says what choosing them does.
 */
export function UserPickerDialog({
  noUsers,
  loader,
  ...props
}: Omit<PickerDialogProps<UserRepresentation>, FixedProps> & {
  /** What the list says when the realm has no user the search finds. */
  noUsers: { title: string; body: string };
  /** Where the users come from, when not every user of the realm may be chosen. */
  loader?: Loader;
}) {
  const client = useAdminClient();
  const realm = useRealm();
  return (
    <PickerDialog<UserRepresentation>
      {...props}
      loader={loader ?? ((request, signal) => loadUserCandidates(client, realm, request, signal))}
      rowKey={(user) => user.id ?? ""}
      rowLabel={(user) => user.username ?? ""}
      rowDescription={(user) =>
        [user.email, fullName(user)].filter(Boolean).join(" · ") || undefined
      }
      emptyState={
        <EmptyState headingLevel="h2" titleText={noUsers.title}>
          <EmptyStateBody>{noUsers.body}</EmptyStateBody>
        </EmptyState>
      }
    />
  );
}
