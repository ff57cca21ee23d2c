import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { forgetDeleted } from "./forget-deleted";

describe("forgetDeleted", () => {
  it("drops the deleted object's unshown queries and keeps the one a page still shows", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(["user", "u1"], { id: "u1" });
    queryClient.setQueryData(["user", "u1", "groups"], []);
    let loads = 0;
    const shown = new QueryObserver(queryClient, {
      queryKey: ["user", "u1"],
      queryFn: () => {
        loads += 1;
        return { id: "u1" };
      },
      staleTime: Infinity,
    });
    const unsubscribe = shown.subscribe(() => undefined);

    forgetDeleted(queryClient, ["user", "u1"]);
    await Promise.resolve();

    expect(queryClient.getQueryData(["user", "u1", "groups"])).toBeUndefined();
    expect(queryClient.getQueryData(["user", "u1"])).toEqual({ id: "u1" });
    expect(loads).toBe(0);
    unsubscribe();
  });
});
