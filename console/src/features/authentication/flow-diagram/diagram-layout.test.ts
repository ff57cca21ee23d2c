import type { Requirement } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { executionRows } from "../flow-editor/execution-tree";
import { diagramLayout } from "./diagram-layout";

const step = (
  id: string,
  level: number,
  requirement: Requirement = "REQUIRED",
  isFlow = false,
) => ({
  id,
  level,
  requirement,
  displayName: id,
  authenticationFlow: isFlow,
});

// The shape of the server's browser flow: a cookie, an identity provider redirector and a forms
// sub-flow as alternatives, the forms holding a password step and a conditional OTP sub-flow.
const browser = [
  step("cookie", 0, "ALTERNATIVE"),
  step("redirector", 0, "ALTERNATIVE"),
  step("forms", 0, "ALTERNATIVE", true),
  step("password", 1),
  step("otp-flow", 1, "CONDITIONAL", true),
  step("condition", 2),
  step("otp", 2),
];

const targets = (edges: { source: string; target: string }[], source: string) =>
  edges.filter((edge) => edge.source === source).map((edge) => edge.target);

describe("flow diagram layout", () => {
  it("splits the path into alternatives and runs required steps one after another", () => {
    const { nodes, edges } = diagramLayout(executionRows(browser, "browser copy"));
    expect(targets(edges, "start")).toEqual(["cookie", "redirector", "forms"]);
    // Alternatives share a column, one under another.
    const at = (id: string) => nodes.find((node) => node.id === id);
    expect(at("cookie")?.x).toBe(at("forms")?.x);
    expect(at("redirector")?.y).toBeGreaterThan(at("cookie")?.y ?? 0);
    // A sub-flow leads into its own steps, drawn to its right.
    expect(targets(edges, "forms")).toEqual(["password"]);
    expect(at("password")?.x).toBeGreaterThan(at("forms")?.x ?? 0);
    expect(targets(edges, "password")).toEqual(["otp-flow"]);
    expect(targets(edges, "condition")).toEqual(["otp"]);
    // The path ends after the alternatives and after the last step of the forms.
    expect(edges.filter((edge) => edge.target === "end").map((edge) => edge.source)).toEqual([
      "cookie",
      "redirector",
      "otp",
    ]);
  });

  it("draws a path into a disabled step as such, and an empty flow from start to end", () => {
    const { edges } = diagramLayout(executionRows([step("a", 0), step("b", 0, "DISABLED")], "f"));
    expect(edges.find((edge) => edge.target === "b")?.isDisabled).toBe(true);
    expect(edges.find((edge) => edge.target === "a")?.isDisabled).toBe(false);
    expect(diagramLayout([]).edges.map((edge) => edge.id)).toEqual(["start->end"]);
  });
});
