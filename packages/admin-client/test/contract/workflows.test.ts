import { createThrowawayRealm, type ThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeycloakAdminClient } from "../../src/client.js";
import { connect } from "./support.js";

describe("workflows", () => {
  let realm: ThrowawayRealm;
  let client: KeycloakAdminClient;
  let at: { realm: string };

  beforeAll(async () => {
    realm = await createThrowawayRealm("workflows");
    at = { realm: realm.name };
    client = await connect();
  });

  afterAll(async () => {
    await realm.dispose();
  });

  it("creates, lists, reads, updates and deletes a workflow", async () => {
    const { id } = await client.workflows.create({
      ...at,
      name: "disable inactive",
      on: "user-created",
      if: 'has-role("offline_access")',
      steps: [
        { uses: "set-user-attribute", with: { flagged: "yes" } },
        { uses: "disable-user", after: "30d" },
      ],
    });
    expect(id).toEqual(expect.any(String));

    const listed = await client.workflows.find({ ...at, search: "inactive", first: 0, max: 5 });
    expect(listed.map((workflow) => workflow.id)).toEqual([id]);
    const found = await client.workflows.findOne({ ...at, id });
    expect(found).toMatchObject({
      id,
      name: "disable inactive",
      on: "user-created",
      if: 'has-role("offline_access")',
    });
    expect(found?.steps?.map((step) => step.uses)).toEqual(["set-user-attribute", "disable-user"]);
    expect(found?.steps?.[0]?.with).toEqual({ flagged: "yes" });

    await client.workflows.update({ ...at, id }, { ...found, name: "renamed", enabled: false });
    await expect(client.workflows.findOne({ ...at, id })).resolves.toMatchObject({
      name: "renamed",
      enabled: false,
    });

    await client.workflows.delById({ ...at, id });
    await expect(client.workflows.find(at)).resolves.toEqual([]);
    // The server answers 400 rather than 404 for a workflow that is gone.
    await expect(client.workflows.findOne({ ...at, id })).rejects.toMatchObject({
      status: 400,
      message: `Not a valid workflow resource: ${id}`,
    });
  });

  it("rejects an unknown event with the server's message", async () => {
    await expect(
      client.workflows.create({ ...at, name: "bad", on: "no-such-event", steps: [] }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Could not find provider factory with id: no-such-event",
    });
  });

  it("creates a workflow from YAML and reads it back without ids", async () => {
    const yaml = [
      "name: yaml workflow",
      "on: user-created",
      "steps:",
      "  - uses: set-user-attribute",
      "    with:",
      "      source: yaml",
      "",
    ].join("\n");
    const { id } = await client.workflows.createAsYaml({ ...at, yaml });
    await expect(client.workflows.findOne({ ...at, id })).resolves.toMatchObject({
      id,
      name: "yaml workflow",
      on: "user-created",
    });
    const copy = await client.workflows.findOne({ ...at, id, includeId: false });
    expect(copy?.name).toBe("yaml workflow");
    expect(copy?.id).toBeUndefined();
    expect(copy?.steps?.every((step) => step.id === undefined)).toBe(true);
    await client.workflows.delById({ ...at, id });
  });

  it("refuses YAML that is not a workflow with the server's message", async () => {
    await expect(
      client.workflows.createAsYaml({ ...at, yaml: "name: [unclosed" }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("lists the workflows that have steps scheduled for a user", async () => {
    const { id } = await client.workflows.create({
      ...at,
      name: "later",
      on: "user-created",
      steps: [{ uses: "disable-user", after: "30d" }],
    });
    const { id: userId } = await client.users.create({ ...at, username: "scheduled-user" });
    await expect
      .poll(async () => (await client.workflows.scheduled({ ...at, userId }))?.map((w) => w.id), {
        timeout: 15_000,
      })
      .toEqual([id]);
    await client.workflows.delById({ ...at, id });
    // A user nothing is scheduled for: created after the workflow is gone. Created before, the
    // server may schedule the workflow's step for them after the delete has cleared the others,
    // and then refuses the question, naming the deleted workflow.
    const { id: otherId } = await client.users.create({ ...at, username: "unscheduled-user" });
    await expect(client.workflows.scheduled({ ...at, userId: otherId })).resolves.toEqual([]);
    await client.users.del({ ...at, id: userId });
    await client.users.del({ ...at, id: otherId });
  });
});
