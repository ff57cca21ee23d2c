import { Button, Content, Label } from "@patternfly/react-core";
import { ArrowDownIcon, ArrowUpIcon } from "@patternfly/react-icons";
import { Handle, Position, type Node, type NodeProps } from "@xyflow/react";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { ExecutionRow } from "../flow-editor/execution-tree";
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

export interface StepNodeData extends Record<string, unknown> {
  row: ExecutionRow;
  /** Moves the step among its siblings; absent for those who may not change the flow. */
  onMove?: (row: ExecutionRow, places: number) => void;
  isMoving: boolean;
}

export type StepNode = Node<StepNodeData, "step">;
export type EndNode = Node<{ label: string }, "end">;

/**
 * One step or sub-flow of the diagram. The move buttons are ordinary buttons in the tab order,
 * so the flow can be reordered here with the keyboard alone, as in the table.
 */
export function StepNodeView({ data }: NodeProps<StepNode>) {
  const { t } = useTranslation();
  const { row, onMove, isMoving } = data;
  const { execution, name, position, siblings } = row;
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
        {row.isSubFlow && <Label isCompact>{t("authentication.flowDiagram.subflow")}</Label>}
      </div>
      {onMove !== undefined && siblings > 1 && (
        <div className="nodrag nopan" style={movesStyle}>
          <Button
            variant="plain"
            size="sm"
            icon={<ArrowUpIcon />}
            aria-label={t("authentication.flowDiagram.moveEarlier", { name })}
            isAriaDisabled={isMoving || position === 1}
            onClick={() => {
              onMove(row, -1);
            }}
          />
          <Button
            variant="plain"
            size="sm"
            icon={<ArrowDownIcon />}
            aria-label={t("authentication.flowDiagram.moveLater", { name })}
            isAriaDisabled={isMoving || position === siblings}
            onClick={() => {
              onMove(row, 1);
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
