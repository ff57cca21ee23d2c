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
  type EvaluationRow,
  type Outcome,
  type OutcomeFilter,
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

/** The permissions that voted on a resource, each with the policies that voted in it. */
function Votes({ permissions }: { permissions: readonly Vote[] }) {
  const { t } = useTranslation();
  if (permissions.length === 0) return <>{t("authorization.evaluate.results.noPermissions")}</>;
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

/**
 * What the server decided: per resource, granted or denied with the scopes of each, and the
 * permissions and policies that voted (expand a row). Filtered by outcome; the server's answer as
 * it came, below.
 */
export function EvaluationResults({ response }: { response: PolicyEvaluationResponse }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OutcomeFilter>("all");
  const rows = filterRows(evaluationRows(response), filter);
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
      <ClientDataTable<EvaluationRow>
        rows={rows}
        ariaLabel={t("authorization.evaluate.results.tableLabel")}
        rowKey={(row) => row.key}
        rowLabel={(row) => row.resource}
        columns={columns}
        isSearchable={false}
        stateInAddress={false}
        expandedContent={(row) => <Votes permissions={row.permissions} />}
        emptyState={t("authorization.evaluate.results.empty")}
      />
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
