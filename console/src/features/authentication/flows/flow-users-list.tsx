import type { UiFlowUserKind } from "@gatehouse/admin-client";
import { Button, Flex, FlexItem, List, ListItem, Spinner } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { DialogFailure } from "@/shared/ui/dialogs/dialog-failure";
import { flowUsersQuery } from "../api/flow-users-query";

const pageSize = 10;

/**
 * The clients or identity providers that use one flow, ten at a time with previous and next: a flow
 * a thousand clients override is never loaded whole.
 */
export function FlowUsersList({ id, kind }: { id: string; kind: UiFlowUserKind }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const [first, setFirst] = useState(0);
  const page = useQuery(flowUsersQuery(client, realm, { id, kind, first, size: pageSize }));
  const label =
    kind === "clients"
      ? t("authentication.flows.usersList.clients")
      : t("authentication.flows.usersList.providers");

  if (page.isPending) return <Spinner size="md" aria-label={t("authentication.flows.loading")} />;
  if (page.isError) return <DialogFailure failure={errorMessage(page.error, t)} />;
  const names = page.data.slice(0, pageSize);
  const hasNext = page.data.length > pageSize;
  return (
    <>
      <List aria-label={label} isPlain>
        {names.map((name) => (
          <ListItem key={name}>{name}</ListItem>
        ))}
      </List>
      {(first > 0 || hasNext) && (
        <Flex>
          <FlexItem>
            <Button
              variant="link"
              isInline
              isDisabled={first === 0}
              onClick={() => {
                setFirst(Math.max(0, first - pageSize));
              }}
            >
              {t("authentication.flows.usersList.previous")}
            </Button>
          </FlexItem>
          <FlexItem>
            <Button
              variant="link"
              isInline
              isDisabled={!hasNext}
              onClick={() => {
                setFirst(first + pageSize);
              }}
            >
              {t("authentication.flows.usersList.next")}
            </Button>
          </FlexItem>
        </Flex>
      )}
    </>
  );
}
