import { describe, expect, it } from "vitest";
import { created, expectRequest, recordingClient, type RequestCase } from "./recording-fetch.js";

const workflows = "/admin/realms/home/workflows";
const yaml = "name: disable inactive\non: user-created\nsteps:\n  - uses: disable-user\n";

const cases: RequestCase[] = [
  {
    name: "createAsYaml sends the text raw and resolves the id from Location",
    call: (c) => c.workflows.createAsYaml({ yaml }),
    method: "POST",
    path: workflows,
    body: yaml,
    reply: created(`${workflows}/w-1`),
    result: { id: "w-1" },
  },
  {
    name: "scheduled lists the workflows scheduled for a user",
    call: (c) => c.workflows.scheduled({ userId: "u-1" }),
    method: "GET",
    path: `${workflows}/scheduled/u-1`,
    reply: { body: [{ id: "w-1" }] },
    result: [{ id: "w-1" }],
  },
  {
    name: "scheduled resolves undefined on 404",
    call: (c) => c.workflows.scheduled({ userId: "gone" }),
    method: "GET",
    path: `${workflows}/scheduled/gone`,
    reply: { status: 404 },
    result: undefined,
  },
  {
    name: "findOne can leave the ids out",
    call: (c) => c.workflows.findOne({ id: "w-1", includeId: false }),
    method: "GET",
    path: `${workflows}/w-1`,
    query: "includeId=false",
  },
];

describe("Workflows request building", () => {
  it.each(cases)("$name", expectRequest);

  it("labels the YAML body as YAML", async () => {
    const { client, calls } = recordingClient(() => created(`${workflows}/w-1`));
    await client.workflows.createAsYaml({ realm: "home", yaml });
    expect(calls[0]?.headers.get("content-type")).toBe("application/yaml");
  });
});
