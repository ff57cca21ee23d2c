import { PageSection, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { toAuthentication, type FlowParams } from "../paths";
import { flowQuery } from "../api/flow-query";
import { useFlowActions } from "./flow-actions";
import { FlowHeader } from "./flow-header";
import { FlowSteps } from "./flow-steps";

/**
 * One flow: its header and its steps. Everyone who may view it reads it; changing it needs
 * manage-realm, and the server's own flows are never changed here (they are duplicated instead).
 */
export function FlowPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { id, usedBy } = useRouteParams<FlowParams>();
  const canManage = useAccess().hasAccess("manage-realm");
  const flow = useQuery(flowQuery(client, realm, id));
  const flowActions = useFlowActions(flow.data ?? {}, canManage);

  if (flow.isPending)
    return (
      <PageSection>
        <Skeleton screenreaderText={t("authentication.flowEditor.loading")} />
      </PageSection>
    );
  // A failed read again (the network gone for a moment) keeps the flow shown as last read: only
  // a flow never read is unavailable.
  if (flow.data === undefined)
    return (
      <ObjectUnavailable
        error={flow.error}
        notFound={t("authentication.flowEditor.notFound")}
        back={{
          to: toAuthentication({ realm }),
          label: t("authentication.flowEditor.backToFlows"),
        }}
      />
    );
  // The server says whether the flow is built in: the address's `builtIn` may be an old link's.
  const isBuiltIn = flow.data.builtIn === true;
  const canChange = canManage && !isBuiltIn;
  return (
    <>
      <PageSection>
        <FlowHeader
          flow={flow.data}
          usedBy={usedBy}
          isBuiltIn={isBuiltIn}
          canManage={canManage}
          actions={flowActions.actions}
        />
      </PageSection>
      <PageSection>
        {/* Remount for another flow, so open rows and dialogs do not carry over. */}
        <FlowSteps key={flow.data.id} flow={flow.data} canChange={canChange} />
      </PageSection>
      {flowActions.dialogs}
    </>
  );
}
