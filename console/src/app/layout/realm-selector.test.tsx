import KeycloakAdminClient from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { AdminClientProvider } from "@/shared/api/admin-client";
import { EnvironmentProvider } from "@/shared/api/environment-context";
import { typingPauseMs } from "@/shared/lib/use-debounced-value";
import { createMswServer, serverUrl, testEnvironment } from "../../../test/console-harness";
import {
  act,
  fireEvent,
  cleanup,
  renderWithProviders,
  screen,
  waitFor,
} from "../../../test/render";
import { RealmSelector } from "./realm-selector";

const server = createMswServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

const realms = ["master", "acme", "acme-staging", "globex"];

/** The realm-names endpoint, recording the search of every call. */
function useRealmNamesServer() {
  const searches: string[] = [];
  server.use(
    http.get(`${serverUrl}/admin/realms/:realm/ui-ext/realms/names`, ({ request }) => {
      const search = new URL(request.url).searchParams.get("search") ?? "";
      searches.push(search);
      return HttpResponse.json(
        realms.filter((name) => name.includes(search)).map((name) => ({ name })),
      );
    }),
  );
  return searches;
}

const settle = () =>
  new Promise<void>((resolve) => {
    setImmediate(resolve);
  });

async function renderSelector() {
  const client = new KeycloakAdminClient({ baseUrl: serverUrl });
  client.registerTokenProvider({ getAccessToken: () => Promise.resolve("test-token") });
  return renderWithProviders(
    <EnvironmentProvider environment={testEnvironment}>
      <AdminClientProvider client={client}>
        <RealmSelector recentRealms={[]} />
      </AdminClientProvider>
    </EnvironmentProvider>,
  );
}

describe("RealmSelector", { timeout: 60_000 }, () => {
  it("searches the server once typing pauses, not once per letter", async () => {
    const searches = useRealmNamesServer();
    const { user } = await renderSelector();
    await user.click(screen.getByRole("button", { name: /Realm master/ }));
    expect(await screen.findByRole("menuitem", { name: "globex" })).toBeInTheDocument();
    expect(searches).toEqual([""]);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const field = screen.getByRole("textbox", { name: "Search realms" });
    for (const typed of ["a", "ac", "acm", "acme"]) {
      act(() => {
        vi.advanceTimersByTime(typingPauseMs / 3);
      });
      fireEvent.change(field, { target: { value: typed } });
    }
    act(() => {
      vi.advanceTimersByTime(typingPauseMs - 1);
    });
    // Give a request that was started the chance to reach the server.
    for (let round = 0; round < 10; round++) await settle();
    expect(searches).toEqual([""]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    vi.useRealTimers();
    expect(await screen.findByRole("menuitem", { name: "acme-staging" })).toBeInTheDocument();
    expect(screen.queryByRole("menuitem", { name: "globex" })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(searches).toEqual(["", "acme"]);
    });
  });
});
