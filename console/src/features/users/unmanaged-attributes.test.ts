import { describe, expect, it } from "vitest";
import { unmanagedAccessOf, withUnmanagedAttributes } from "./unmanaged-attributes";

describe("unmanagedAccessOf", () => {
  it("lets administrators edit with ENABLED and ADMIN_EDIT, only view with ADMIN_VIEW", () => {
    expect(unmanagedAccessOf("ENABLED")).toBe("edit");
    expect(unmanagedAccessOf("ADMIN_EDIT")).toBe("edit");
    expect(unmanagedAccessOf("ADMIN_VIEW")).toBe("view");
  });

  it("hides the attributes when the profile sets no policy", () => {
    expect(unmanagedAccessOf(undefined)).toBe("hidden");
    expect(unmanagedAccessOf("SOMETHING_NEW")).toBe("hidden");
  });
});

describe("withUnmanagedAttributes", () => {
  const stored = {
    id: "u1",
    username: "ada",
    email: "ada@example.test",
    enabled: true,
    access: { manage: true },
    userProfileMetadata: { attributes: [], groups: [] },
    attributes: { department: ["research"], team: ["red"], legacy: ["x", "y"] },
  };

  it("keeps the managed attributes and replaces the unmanaged ones", () => {
    const user = withUnmanagedAttributes(
      stored,
      { team: ["red"], legacy: ["x", "y"] },
      { team: ["blue", "green"], site: ["north"] },
    );
    expect(user.attributes).toEqual({
      department: ["research"],
      team: ["blue", "green"],
      site: ["north"],
    });
  });

  it("drops an unmanaged attribute whose rows were all removed", () => {
    const user = withUnmanagedAttributes(stored, { team: ["red"], legacy: ["x", "y"] }, {});
    expect(user.attributes).toEqual({ department: ["research"] });
  });

  it("keeps the other fields of the user without what the server fills in", () => {
    const user = withUnmanagedAttributes(stored, {}, {});
    expect(user).toMatchObject({ id: "u1", username: "ada", email: "ada@example.test" });
    expect(user).not.toHaveProperty("access");
    expect(user).not.toHaveProperty("userProfileMetadata");
  });

  it("does not touch the stored user", () => {
    withUnmanagedAttributes(stored, { team: ["red"] }, { team: ["blue"] });
    expect(stored.attributes.team).toEqual(["red"]);
  });
});
