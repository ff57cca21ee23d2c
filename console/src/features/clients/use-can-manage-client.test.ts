import { describe, expect, it } from "vitest";
import { createAccessChecker } from "@/shared/access/access-checker";
import { clientRights } from "./use-can-manage-client";

const viewer = createAccessChecker(["view-clients"]);
const manager = createAccessChecker(["view-clients", "manage-clients"]);
const noRights = createAccessChecker([]);

describe("clientRights", () => {
  it("follows the realm-wide rights when the server says nothing about the client", () => {
    expect(clientRights({}, viewer)).toEqual({ view: true, configure: false, manage: false });
    expect(clientRights(undefined, manager)).toEqual({ view: true, configure: true, manage: true });
    expect(clientRights({}, noRights)).toEqual({ view: false, configure: false, manage: false });
  });

  it("lets fine-grained configure change the client's configuration but not manage it", () => {
    const client = { access: { view: true, configure: true, manage: false } };
    expect(clientRights(client, viewer)).toEqual({ view: true, configure: true, manage: false });
  });

  it("takes the server's per-client answer over the realm-wide rights", () => {
    const client = { access: { view: true, configure: false, manage: false } };
    expect(clientRights(client, manager)).toEqual({ view: true, configure: false, manage: false });
  });

  it("lets manage imply configure when the server names only manage", () => {
    expect(clientRights({ access: { manage: true } }, noRights)).toEqual({
      view: false,
      configure: true,
      manage: true,
    });
  });
});
