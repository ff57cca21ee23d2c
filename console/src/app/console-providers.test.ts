import { NetworkError } from "@gatehouse/admin-client";
import { describe, expect, it, vi } from "vitest";
import { createConsoleQueryClient } from "./console-providers";

describe("the console's query client", () => {
  it("makes the console try a refused write once more, after asking for a new token", async () => {
    const onUnauthorized = vi.fn();
    const queryClient = createConsoleQueryClient(onUnauthorized);
    const refused = new NetworkError("HTTP 401 Unauthorized", {
      response: new Response(null, { status: 401 }),
      responseData: undefined,
    });
    const write = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(refused)
      .mockResolvedValueOnce("saved");
    const result = await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: write })
      .execute(undefined);
    expect(result).toBe("saved");
    expect(write).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledOnce();

    // A second refusal in a row is an answer: the write is not tried a third time.
    const alwaysRefused = vi.fn(() => Promise.reject(refused));
    await expect(
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationFn: alwaysRefused })
        .execute(undefined),
    ).rejects.toBe(refused);
    expect(alwaysRefused).toHaveBeenCalledTimes(2);
  });
});
