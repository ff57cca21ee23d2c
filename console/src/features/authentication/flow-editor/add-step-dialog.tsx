import type { AuthenticationProviderRepresentation } from "@gatehouse/admin-client";
import { EmptyState, EmptyStateBody } from "@patternfly/react-core";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { PickerDialog } from "@/shared/ui/dialogs/picker-dialog";
import { flowEditorKeys } from "../api/flow-editor/keys";
import { providersQuery, type ProviderKind } from "../api/flow-editor/providers-query";
import { useAddStep } from "../api/flow-editor/use-add-step";

/** The flow a step goes into. */
export interface StepTarget {
  alias: string;
  /** What the server offers for it: authenticators, client authenticators or form actions. */
  kind: ProviderKind;
}

// Conditions are authenticators whose id says so; they only decide whether a conditional
// sub-flow runs, so they are offered apart from the steps.
const isCondition = (provider: AuthenticationProviderRepresentation) =>
  provider.id?.startsWith("conditional-") === true;

/**
 * Chooses what the server offers to add to a flow, searched by name, and adds it at the end of
 * the flow: a step, or with `conditions` one of the conditions of a conditional sub-flow.
 */
export function AddStepDialog({
  target,
  conditions = false,
  onClose,
}: {
  target: StepTarget;
  conditions?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  const { addAlert } = useAlerts();
  const addStep = useAddStep();

  const loadChoices = async ({
    first,
    max,
    search,
  }: {
    first: number;
    max: number;
    search: string;
  }) => {
    const providers = await queryClient.query(providersQuery(client, realm, target.kind));
    const wanted = search.toLowerCase();
    return providers
      .filter((provider) => isCondition(provider) === conditions)
      .filter((provider) =>
        `${provider.displayName ?? ""} ${provider.id ?? ""}`.toLowerCase().includes(wanted),
      )
      .slice(first, first + max);
  };

  return (
    <PickerDialog<AuthenticationProviderRepresentation>
      title={t(
        conditions
          ? "authentication.flowEditor.step.conditionTitle"
          : "authentication.flowEditor.step.title",
        { flow: target.alias },
      )}
      description={t("authentication.flowEditor.step.description")}
      mode="single"
      listLabel={t(
        conditions
          ? "authentication.flowEditor.step.conditionList"
          : "authentication.flowEditor.step.list",
      )}
      searchLabel={t("authentication.flowEditor.step.search")}
      queryKey={[...flowEditorKeys.providers(realm, target.kind), "choices", conditions]}
      loader={loadChoices}
      staleTime={5 * 60_000}
      rowKey={(provider) => provider.id ?? ""}
      rowLabel={(provider) => provider.displayName ?? provider.id ?? ""}
      rowDescription={(provider) => provider.description}
      confirmLabel={() => t("authentication.flowEditor.step.confirm")}
      errorTitle={t("authentication.flowEditor.step.addFailed")}
      onConfirm={async ([provider]) => {
        if (provider?.id === undefined) return;
        await addStep.mutateAsync({ flowAlias: target.alias, provider: provider.id });
        addAlert(
          t("authentication.flowEditor.step.added", {
            name: provider.displayName ?? provider.id,
            flow: target.alias,
          }),
          "success",
        );
      }}
      onClose={onClose}
      emptyState={
        <EmptyState headingLevel="h2" titleText={t("authentication.flowEditor.step.none")}>
          <EmptyStateBody>{t("authentication.flowEditor.emptyHint")}</EmptyStateBody>
        </EmptyState>
      }
    />
  );
}
