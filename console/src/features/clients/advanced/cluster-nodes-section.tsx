import { Button, ToolbarItem } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { TimeControl } from "@/shared/ui/form/time-control";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { DateTime } from "@/shared/ui/time/date-time";
import { useDeleteClusterNode } from "../api/advanced-delete-cluster-node";
import { useTestClusterNodes } from "../api/advanced-test-cluster-nodes";
import type { ClientTabProps } from "../api/client-query";
import { RegisterNodeDialog } from "./register-node-dialog";
import { AdvancedSection, SectionForm, useCanEditAdvanced } from "./section-form";

interface ClusterNode {
  host: string;
  /** Seconds since the epoch of the node's last registration. */
  registered: number;
}

/**
 * The client's application cluster: how often nodes must register again, the nodes registered
 * now (register, remove, test whether the server reaches them).
 */
export function ClusterNodesSection({ client }: ClientTabProps) {
  const { t } = useTranslation();
  const { addAlert, addError } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const canEdit = useCanEditAdvanced();
  const [registering, setRegistering] = useState(false);
  const deleteNode = useDeleteClusterNode(client.id);
  const testNodes = useTestClusterNodes(client.id);
  const nodes: ClusterNode[] = Object.entries(client.registeredNodes ?? {}).map(
    ([host, registered]) => ({ host, registered }),
  );

  const askDelete = (node: ClusterNode) => {
    confirm({
      title: t("clientAdvanced.nodes.delete.title"),
      message: t("clientAdvanced.nodes.delete.message", { host: node.host }),
      confirmLabel: t("clientAdvanced.delete"),
      variant: "danger",
      errorTitle: t("clientAdvanced.nodes.delete.error"),
      onConfirm: async () => {
        await deleteNode.mutateAsync(node.host);
        addAlert(t("clientAdvanced.nodes.delete.success", { host: node.host }), "success");
      },
    });
  };

  const test = async () => {
    try {
      const { successRequests = [], failedRequests = [] } = await testNodes.mutateAsync();
      if (failedRequests.length > 0) {
        addAlert(
          t("clientAdvanced.nodes.unreachable", { hosts: failedRequests.join(", ") }),
          "danger",
        );
      }
      if (successRequests.length > 0) {
        addAlert(
          t("clientAdvanced.nodes.reachable", { hosts: successRequests.join(", ") }),
          "success",
        );
      }
    } catch (error) {
      addError("clientAdvanced.nodes.testError", error);
    }
  };

  const registerButton = (
    <Button
      variant="secondary"
      onClick={() => {
        setRegistering(true);
      }}
    >
      {t("clientAdvanced.nodes.register")}
    </Button>
  );

  return (
    <AdvancedSection
      title={t("clientAdvanced.nodes.title")}
      description={t("clientAdvanced.nodes.description")}
    >
      {dialog}
      {registering && (
        <RegisterNodeDialog
          clientId={client.id}
          onClose={() => {
            setRegistering(false);
          }}
        />
      )}
      <SectionForm
        values={{ nodeReRegistrationTimeout: client.nodeReRegistrationTimeout ?? -1 }}
        toClient={(values) => ({ ...client, ...values })}
      >
        <TimeControl
          name="nodeReRegistrationTimeout"
          id="node-re-registration-timeout"
          label={t("clientAdvanced.nodes.timeout")}
          helperText={t("clientAdvanced.nodes.timeoutHelp")}
          allowNever
          neverValue={-1}
          isDisabled={!canEdit}
          rules={{ validate: (value: unknown) => value !== null || t("form.required") }}
        />
      </SectionForm>
      <ClientDataTable<ClusterNode>
        ariaLabel={t("clientAdvanced.nodes.tableLabel")}
        rows={nodes}
        stateInAddress={false}
        isSearchable={false}
        rowKey={(node) => node.host}
        rowLabel={(node) => node.host}
        defaultSort={{ column: "host", direction: "asc" }}
        columns={[
          {
            id: "host",
            title: t("clientAdvanced.nodes.host"),
            cell: (node) => node.host,
            value: (node) => node.host,
            sortable: true,
          },
          {
            id: "registered",
            title: t("clientAdvanced.nodes.lastRegistration"),
            cell: (node) => <DateTime value={node.registered * 1000} />,
            value: (node) => node.registered,
            sortable: true,
          },
        ]}
        actions={
          canEdit ? [{ title: t("clientAdvanced.delete"), isDanger: true, onClick: askDelete }] : []
        }
        toolbarItems={() =>
          canEdit && (
            <>
              <ToolbarItem>{registerButton}</ToolbarItem>
              <ToolbarItem>
                <Button
                  variant="link"
                  isLoading={testNodes.isPending}
                  isDisabled={testNodes.isPending}
                  onClick={() => void test()}
                >
                  {t("clientAdvanced.nodes.test")}
                </Button>
              </ToolbarItem>
            </>
          )
        }
        emptyState={
          <EmptyListState
            title={t("clientAdvanced.nodes.empty.title")}
            body={t("clientAdvanced.nodes.empty.body")}
            action={canEdit && registerButton}
          />
        }
      />
    </AdvancedSection>
  );
}
