import "@xyflow/react/dist/style.css";
import "./flow-diagram.css";
import { Content } from "@patternfly/react-core";
import {
  Controls,
  MarkerType,
  ReactFlow,
  type AriaLabelConfig,
  type Edge,
  type NodeTypes,
} from "@xyflow/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ExecutionRow } from "../flow-editor/execution-tree";
import { diagramLayout, endWidth, nodeHeight, nodeWidth } from "./diagram-layout";
import { EndNodeView, StepNodeView, type EndNode, type StepNode } from "./diagram-node";

const nodeTypes: NodeTypes = { step: StepNodeView, end: EndNodeView };

export interface FlowDiagramProps {
  /** The flow's steps, as the table shows them (`executionRows`). */
  rows: readonly ExecutionRow[];
  /** Moves a step among its siblings; left out for those who may not change the flow. */
  onMove?: (row: ExecutionRow, places: number) => void;
  /** A move is being saved: the move buttons wait for it. */
  isMoving?: boolean;
  /** The flow's name, for the diagram's accessible name. */
  flowName: string;
}

/**
 * The flow drawn from start to end, laid out from its executions. Every step is a focusable node
 * named for screen readers (its name, requirement and place); the view can be panned and zoomed
 * from its controls, and steps moved with their buttons. It reads the same executions as the
 * table, so the two never disagree.
 */
export function FlowDiagram({ rows, onMove, isMoving = false, flowName }: FlowDiagramProps) {
  const { t } = useTranslation();
  const { nodes, edges } = useMemo(() => {
    const layout = diagramLayout(rows);
    const flowNodes: (StepNode | EndNode)[] = layout.nodes.map((node) => {
      if (node.row === undefined) {
        const label = t(`authentication.flowDiagram.${node.kind === "start" ? "start" : "end"}`);
        return {
          id: node.id,
          type: "end",
          position: { x: node.x, y: node.y },
          // Sized ahead, so the view fits the flow without measuring it first.
          width: endWidth,
          height: nodeHeight,
          data: { label },
          ariaLabel: label,
        };
      }
      const { execution, name, position, siblings } = node.row;
      return {
        id: node.id,
        type: "step",
        position: { x: node.x, y: node.y },
        width: nodeWidth,
        height: nodeHeight,
        ariaLabel: t("authentication.flowDiagram.nodeLabel", {
          name,
          requirement: t(
            `authentication.flowDiagram.requirement.${execution.requirement ?? "none"}`,
          ),
          place: position,
          of: siblings,
        }),
        data: {
          row: node.row,
          isMoving,
          ...(onMove !== undefined && { onMove }),
        },
      };
    });
    const flowEdges: Edge[] = layout.edges.map((edge) => ({
      id: edge.id,
      source: edge.source,
      target: edge.target,
      markerEnd: { type: MarkerType.ArrowClosed },
      ...(edge.isDisabled && { style: { strokeDasharray: "4 4" } }),
      focusable: false,
    }));
    return { nodes: flowNodes, edges: flowEdges };
  }, [rows, onMove, isMoving, t]);

  const ariaLabels: Partial<AriaLabelConfig> = {
    "node.a11yDescription.default": t("authentication.flowDiagram.a11y.node"),
    "node.a11yDescription.keyboardDisabled": t("authentication.flowDiagram.a11y.node"),
    "edge.a11yDescription.default": t("authentication.flowDiagram.a11y.edge"),
    "controls.ariaLabel": t("authentication.flowDiagram.a11y.controls"),
    "controls.zoomIn.ariaLabel": t("authentication.flowDiagram.a11y.zoomIn"),
    "controls.zoomOut.ariaLabel": t("authentication.flowDiagram.a11y.zoomOut"),
    "controls.fitView.ariaLabel": t("authentication.flowDiagram.a11y.fitView"),
  };

  return (
    <section aria-label={t("authentication.flowDiagram.label", { name: flowName })}>
      <Content component="p">{t("authentication.flowDiagram.help")}</Content>
      <div style={{ height: 520 }}>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          fitView
          minZoom={0.2}
          ariaLabelConfig={ariaLabels}
        >
          <Controls showInteractive={false} />
        </ReactFlow>
      </div>
    </section>
  );
}
