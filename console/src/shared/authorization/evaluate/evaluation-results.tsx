import type { PolicyEvaluationResponse } from "@gatehouse/admin-client";
import {
  Content,
  ExpandableSection,
  Flex,
  Label,
  LabelGroup,
  List,
  ListItem,
  Title,
  ToggleGroup,
  ToggleGroupItem,
} from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CodeEditor } from "@/shared/ui/code-editor/code-editor";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import type { TableColumn } from "@/shared/ui/table/table-types";
import {
  evaluationRows,
  filterRows,
  scopeRows,
  type EvaluationRow,
  type Outcome,
  type OutcomeFilter,
  type ScopeRow,
  type Vote,
} from "./evaluation-rows";

const outcomeFilters: readonly OutcomeFilter[] = ["all", "granted", "denied"];

function OutcomeLabel({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  return (
    <Label isCompact color={outcome === "granted" ? "green" : "red"}>
      {t(`authorization.evaluate.outcome.${outcome}`)}
    </Label>
  );
}

function Scopes({ names, outcome }: { names: readonly string[]; outcome: Outcome }) {
  if (names.length === 0) return null;
  return (
    <LabelGroup numLabels={8}>
      {names.map((name) => (
        <Label key={name} isCompact color={outcome === "granted" ? "green" : "red"}>
          {name}
        </Label>
      ))}
    </LabelGroup>
  );
}

/** The permissions that voted on a resource or scope, each with the policies that voted in it. */
function Votes({ permissions, none }: { permissions: readonly Vote[]; none: string }) {
  const { t } = useTranslation();
  if (permissions.length === 0) return <>{none}</>;
  return (
    <List isPlain>
      {permissions.map((permission) => (
        <ListItem key={permission.id}>
          {t("authorization.evaluate.results.permission", { name: permission.name })}{" "}
          <OutcomeLabel outcome={permission.outcome} />
          {permission.policies.length > 0 && (
            <List>
              {permission.policies.map((policy) => (
                <ListItem key={policy.id}>
                  {t("authorization.evaluate.results.policy", { name: policy.name })}{" "}
                  <OutcomeLabel outcome={policy.outcome} />
                </ListItem>
              ))}
            </List>
          )}
        </ListItem>
      ))}
    </List>
  );
}

/** Per resource: its decision, the scopes granted and denied, and who voted (expand a row). */
function ResourceDecisions({ rows }: { rows: readonly EvaluationRow[] }) {
  const { t } = useTranslation();
  const columns: TableColumn<EvaluationRow>[] = [
    {
      id: "resource",
      title: t("authorization.evaluate.results.resource"),
      value: (row) => row.resource,
      cell: (row) => row.resource || t("authorization.evaluate.results.unnamedResource"),
    },
    {
      id: "outcome",
      title: t("authorization.evaluate.results.outcome"),
      value: (row) => row.outcome,
      cell: (row) => <OutcomeLabel outcome={row.outcome} />,
    },
    {
      id: "granted",
      title: t("authorization.evaluate.results.grantedScopes"),
      cell: (row) => <Scopes names={row.grantedScopes} outcome="granted" />,
    },
    {
      id: "denied",
      title: t("authorization.evaluate.results.deniedScopes"),
      cell: (row) => <Scopes names={row.deniedScopes} outcome="denied" />,
    },
  ];
  return (
    <ClientDataTable<EvaluationRow>
      rows={[...rows]}
      ariaLabel={t("authorization.evaluate.results.tableLabel")}
      rowKey={(row) => row.key}
      rowLabel={(row) => row.resource}
      columns={columns}
      isSearchable={false}
      stateInAddress={false}
      expandedContent={(row) => (
        <Votes
          permissions={row.permissions}
          none={t("authorization.evaluate.results.noPermissions")}
        />
      )}
      emptyState={t("authorization.evaluate.results.empty")}
    />
  );
}

/**
 * Per scope of one object: its decision and the permissions, with their policies, that voted on
 * it, shown in the row (an object has few scopes, and who decided is what the administrator asks).
 */
function ScopeDecisions({ rows }: { rows: readonly ScopeRow[] }) {
  const { t } = useTranslation();
  const none = t("authorization.evaluate.results.noScopePermissions");
  const columns: TableColumn<ScopeRow>[] = [
    {
      id: "scope",
      title: t("authorization.evaluate.results.scope"),
      value: (row) => row.scope,
      cell: (row) => row.scope,
    },
    {
      id: "outcome",
      title: t("authorization.evaluate.results.outcome"),
      value: (row) => row.outcome,
      cell: (row) => <OutcomeLabel outcome={row.outcome} />,
    },
    {
      id: "votes",
      title: t("authorization.evaluate.results.decidedBy"),
      cell: (row) => <Votes permissions={row.permissions} none={none} />,
    },
  ];
  return (
    <ClientDataTable<ScopeRow>
      rows={[...rows]}
      ariaLabel={t("authorization.evaluate.results.scopeTableLabel")}
      rowKey={(row) => row.key}
      rowLabel={(row) => row.scope}
      columns={columns}
      isSearchable={false}
      stateInAddress={false}
      emptyState={t("authorization.evaluate.results.empty")}
    />
  );
}

/**
 * What the server decided, filtered by outcome, with the server's answer as it came below. A
 * resource server's evaluation shows per resource (`by="resource"`); an evaluation of one object
 * (an admin permission's) shows per scope, listing first the scopes asked for (`by={{ scopes }}`).
 */
export function EvaluationResults({
  response,
  by = "resource",
}: {
  response: PolicyEvaluationResponse;
  by?: "resource" | { scopes: readonly string[] };
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OutcomeFilter>("all");
  return (
    <section aria-labelledby="evaluation-results-title">
      <Flex
        justifyContent={{ default: "justifyContentSpaceBetween" }}
        alignItems={{ default: "alignItemsCenter" }}
      >
        <Title headingLevel="h2" id="evaluation-results-title">
          {t("authorization.evaluate.results.title")}
        </Title>
        <ToggleGroup aria-label={t("authorization.evaluate.results.filter")}>
          {outcomeFilters.map((option) => (
            <ToggleGroupItem
              key={option}
              text={t(`authorization.evaluate.filter.${option}`)}
              buttonId={`evaluation-filter-${option}`}
              isSelected={filter === option}
              onChange={() => {
                setFilter(option);
              }}
            />
          ))}
        </ToggleGroup>
      </Flex>
      <Content component="p">
        {t(
          `authorization.evaluate.results.overall.${response.status === "PERMIT" ? "granted" : "denied"}`,
        )}
      </Content>
      {by === "resource" ? (
        <ResourceDecisions rows={filterRows(evaluationRows(response), filter)} />
      ) : (
        <ScopeDecisions rows={filterRows(scopeRows(response, by.scopes), filter)} />
      )}
      <ExpandableSection toggleText={t("authorization.evaluate.results.raw")}>
        <CodeEditor
          language="json"
          isReadOnly
          value={JSON.stringify(response, null, 2)}
          aria-label={t("authorization.evaluate.results.raw")}
          height="24rem"
        />
      </ExpandableSection>
    </section>
  );
}
