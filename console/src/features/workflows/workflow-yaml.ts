import type { WorkflowRepresentation } from "@gatehouse/admin-client";

/**
 * What the editor starts with for a new workflow: a small, valid example an administrator adapts
 * rather than a blank page, with comments naming the parts.
 */
export const workflowTemplate = `# Name it, pick the event that starts it, then list its steps in order.
name: Welcome and expire test accounts
# The event that starts the workflow for a user.
on: user-created
# Optional condition on the user, e.g. if: has-role("tester")
steps:
  # "after" waits that long after the previous step; without it the step runs at once.
  - uses: notify-user
    after: 7d
  - uses: disable-user
    after: 30d
`;

/** The top-level `name:` of a workflow's YAML, for messages; empty when there is none. */
export function workflowNameOf(yaml: string): string {
  const match = /^name:[ \t]*(.*?)[ \t]*(?:#.*)?$/m.exec(yaml);
  const value = match?.[1] ?? "";
  const quoted = /^(["'])(.*)\1$/.exec(value);
  return quoted?.[2] ?? value;
}

// Plain YAML scalars keep to safe characters; anything else is written as a JSON string, which
// YAML reads as a double-quoted scalar.
function scalar(value: string): string {
  const plain = /^[\p{L}\p{N}_./()-][\p{L}\p{N} _./()-]*$/u.test(value) && !value.endsWith(" ");
  const ambiguous = /^(true|false|yes|no|on|off|null|~|[-+]?[\d.]+)$/i.test(value);
  return plain && !ambiguous ? value : JSON.stringify(value);
}

function withLines(settings: Record<string, string | string[]>, indent: string): string[] {
  return Object.entries(settings).flatMap(([key, value]) =>
    Array.isArray(value)
      ? [`${indent}${scalar(key)}:`, ...value.map((item) => `${indent}  - ${scalar(item)}`)]
      : [`${indent}${scalar(key)}: ${scalar(value)}`],
  );
}

/**
 * A stored workflow written back as YAML for reading: the same keys an administrator types when
 * creating one (`name`, `on`, `if`, `enabled`, `steps` with `uses`, `after` and `with`), ids left
 * out.
 */
export function workflowYaml(workflow: WorkflowRepresentation): string {
  const lines: string[] = [];
  if (workflow.name !== undefined) lines.push(`name: ${scalar(workflow.name)}`);
  if (workflow.on !== undefined) lines.push(`on: ${scalar(workflow.on)}`);
  if (workflow.if !== undefined) lines.push(`if: ${scalar(workflow.if)}`);
  if (workflow.enabled !== undefined) lines.push(`enabled: ${String(workflow.enabled)}`);
  const steps = workflow.steps ?? [];
  if (steps.length > 0) lines.push("steps:");
  for (const step of steps) {
    const entries: string[] = [];
    if (step.uses !== undefined) entries.push(`uses: ${scalar(step.uses)}`);
    if (step.after !== undefined) entries.push(`after: ${scalar(step.after)}`);
    const settings = step.with ?? {};
    if (Object.keys(settings).length > 0) entries.push("with:", ...withLines(settings, "  "));
    const [first = "{}", ...rest] = entries;
    lines.push(`  - ${first}`, ...rest.map((line) => `    ${line}`));
  }
  return `${lines.join("\n")}\n`;
}
