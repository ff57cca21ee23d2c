import { describe, expect, it } from "vitest";
import { flowNameFrom, flowNameValues, flowRef, newFlowFrom, newFlowValues } from "./form-state";

describe("flow form state", () => {
  it("starts a new flow as a basic flow with nothing typed", () => {
    expect(newFlowValues()).toEqual({ alias: "", description: "", providerId: "basic-flow" });
  });

  it("creates a top-level flow of the chosen kind with its name trimmed", () => {
    expect(
      newFlowFrom({ alias: "  my clients ", description: " for apps ", providerId: "client-flow" }),
    ).toEqual({
      alias: "my clients",
      description: "for apps",
      providerId: "client-flow",
      topLevel: true,
      builtIn: false,
    });
  });

  it("reads a flow without description as an empty one and trims what is sent", () => {
    expect(flowNameValues({ alias: "browser" })).toEqual({ alias: "browser", description: "" });
    expect(flowNameFrom({ alias: " copy ", description: " text " })).toEqual({
      alias: "copy",
      description: "text",
    });
  });

  it("takes the editor's stored flow, whose id and name may be missing, as the dialogs' flow", () => {
    expect(flowRef({ id: "f1", alias: "browser", description: "d" })).toEqual({
      id: "f1",
      alias: "browser",
      description: "d",
    });
    expect(flowRef({})).toEqual({ id: "", alias: "" });
  });
});
