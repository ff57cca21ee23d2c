import { describe, expect, it } from "vitest";
import { workflowNameOf, workflowTemplate, workflowYaml } from "./workflow-yaml";

describe("workflowNameOf", () => {
  it("reads the top-level name, plain or quoted, without a trailing comment", () => {
    expect(workflowNameOf(workflowTemplate)).toBe("Welcome and expire test accounts");
    expect(workflowNameOf('on: x\nname: "Quoted one" # note\n')).toBe("Quoted one");
    expect(workflowNameOf("steps:\n  - name: nested\n")).toBe("");
  });
});

describe("workflowYaml", () => {
  it("writes the keys an administrator types, steps with their settings, ids left out", () => {
    expect(
      workflowYaml({
        id: "w1",
        name: "Expire",
        on: "user-created",
        if: 'has-role("tester")',
        enabled: false,
        steps: [
          { id: "s1", uses: "notify-user", after: "7d", with: { subject: "Hello: you" } },
          { uses: "set-user-attribute", with: { tags: ["a", "b"] } },
        ],
      }),
    ).toBe(
      [
        "name: Expire",
        "on: user-created",
        'if: "has-role(\\"tester\\")"',
        "enabled: false",
        "steps:",
        "  - uses: notify-user",
        "    after: 7d",
        "    with:",
        '      subject: "Hello: you"',
        "  - uses: set-user-attribute",
        "    with:",
        "      tags:",
        "        - a",
        "        - b",
        "",
      ].join("\n"),
    );
  });

  it("quotes values YAML would read as something else", () => {
    expect(workflowYaml({ name: "true" })).toBe('name: "true"\n');
    expect(workflowYaml({ name: "30" })).toBe('name: "30"\n');
    expect(workflowYaml({ name: "<b>x</b>" })).toBe('name: "<b>x</b>"\n');
  });
});
