import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminClient } from "@/shared/api/admin-client";
import { rememberedUserStorage, userStorageQuery } from "./user-storage-query";

function clientWith(providers: { config?: Record<string, string[]> }[]) {
  const find = vi.fn(() => Promise.resolve(providers));
  return { client: { components: { find } } as unknown as AdminClient, find };
}

afterEach(() => {
  localStorage.clear();
});

describe("userStorageQuery", () => {
  it("remembers the realm's answer for the next visit", async () => {
    const { client } = clientWith([{ config: { enabled: ["true"] } }]);
    expect(rememberedUserStorage("north")).toBeUndefined();
    await new QueryClient().query(userStorageQuery(client, "north"));
    expect(rememberedUserStorage("north")).toBe(true);
    expect(rememberedUserStorage("south")).toBeUndefined();
  });

  it("starts from the remembered answer and checks it again at once", async () => {
    localStorage.setItem("userStorage/north", "true");
    const { client, find } = clientWith([{ config: { enabled: ["false"] } }]);
    const observer = new QueryObserver(new QueryClient(), userStorageQuery(client, "north"));
    expect(observer.getCurrentResult().data).toBe(true);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => {
      expect(observer.getCurrentResult().data).toBe(false);
    });
    unsubscribe();
    expect(find).toHaveBeenCalledTimes(1);
    expect(rememberedUserStorage("north")).toBe(false);
  });
});
