import type { AuthenticationExecutionInfoRepresentation } from "@gatehouse/admin-client";
import { Button, Content, Label } from "@patternfly/react-core";
import { ArrowDownIcon, ArrowUpIcon } from "@patternfly/react-icons";
import { Handle, Position, type Node, type NodeProps } from "@xyflow/react";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { endWidth, nodeHeight, nodeWidth } from "./diagram-layout";

// Drawn with the theme's own colors, so both the light and the dark theme read well.
const boxStyle: CSSProperties = {
  width: nodeWidth,
  height: nodeHeight,
  padding: "var(--pf-t--global--spacer--sm)",
  borderRadius: "var(--pf-t--global--border--radius--small)",
  border: "1px solid var(--pf-t--global--border--color--default)",
  background: "var(--pf-t--global--background--color--primary--default)",
  color: "var(--pf-t--global--text--color--regular)",
  display: "flex",
  flexDirection: "column",
  gap: "var(--pf-t--global--spacer--xs)",
  overflow: "hidden",
};
const disabledStyle: CSSProperties = { ...boxStyle, borderStyle: "dashed" };
const nameStyle: CSSProperties = {
  fontWeight: "var(--pf-t--global--font--weight--body--bold)",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
};
const rowStyle: CSSProperties = { display: "flex", gap: "var(--pf-t--global--spacer--xs)" };
// The diagram turns pointer events off for nodes that cannot be selected or dragged: its buttons
// take them back.
const movesStyle: CSSProperties = { ...rowStyle, pointerEvents: "all" };
const endStyle: CSSProperties = {
  ...boxStyle,
  width: endWidth,
  alignItems: "center",
  justifyContent: "center",
  borderRadius: "var(--pf-t--global--border--radius--pill)",
};

export type MoveDirection = "up" | "down";

export interface StepNodeData extends Record<string, unknown> {
  execution: AuthenticationExecutionInfoRepresentation;
  isFlow: boolean;
  /** Where it sits among its siblings (from 0), and how many they are. */
  position: number;
  siblings: number;
  /** Offered to administrators who may change the flow; absent when they may not. */
  onMove?: (execution: AuthenticationExecutionInfoRepresentation, direction: MoveDirection) => void;
  isMoving: boolean;
}

export type StepNode = Node<StepNodeData, "step">;
export type EndNode = Node<{ label: string }, "end">;

/** What a step is called: the alias of its configuration if it has one, else its display name. */
export function stepName(execution: AuthenticationExecutionInfoRepresentation): string {
  return execution.alias ?? execution.displayName ?? execution.providerId ?? "";
}

/**
 * One step or sub-flow of the diagram. The move buttons are ordinary buttons in the tab order,
 * so the flow can be reordered here with the keyboard alone, as in the table.
 */
export function StepNodeView({ data }: NodeProps<StepNode>) {
  const { t } = useTranslation();
  const { execution, isFlow, position, siblings, onMove, isMoving } = data;
  const name = stepName(execution);
  const isDisabled = execution.requirement === "DISABLED";
  return (
    <div style={isDisabled ? disabledStyle : boxStyle} data-testid={`diagram-node-${name}`}>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <Content component="p" style={nameStyle} title={name}>
        {name}
      </Content>
      <div style={rowStyle}>
        {execution.requirement !== undefined && (
          <Label isCompact color={isDisabled ? "grey" : "blue"}>
            {t(`authentication.flowDiagram.requirement.${execution.requirement}`)}
          </Label>
        )}
        {isFlow && <Label isCompact>{t("authentication.flowDiagram.subflow")}</Label>}
      </div>
      {onMove !== undefined && siblings > 1 && (
        <div className="nodrag nopan" style={movesStyle}>
          <Button
            variant="plain"
            size="sm"
            icon={<ArrowUpIcon />}
            aria-label={t("authentication.flowDiagram.moveEarlier", { name })}
            isDisabled={isMoving || position === 0}
            onClick={() => {
              onMove(execution, "up");
            }}
          />
          <Button
            variant="plain"
            size="sm"
            icon={<ArrowDownIcon />}
            aria-label={t("authentication.flowDiagram.moveLater", { name })}
            isDisabled={isMoving || position === siblings - 1}
            onClick={() => {
              onMove(execution, "down");
            }}
          />
        </div>
      )}
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </div>
  );
}

/** The start or the end of the flow. */
export function EndNodeView({ data }: NodeProps<EndNode>) {
  return (
    <div style={endStyle}>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      {data.label}
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </div>
  );
}
