import { useQuery } from "@tanstack/react-query";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { screen, waitFor } from "../../test/render";
import {
  createFakeServer,
  startMswServer,
  fakeServerHandlers,
  renderConsole,
  serverUrl,
} from "../../test/console-harness";
import { routes } from "./routes";

const server = startMswServer();

/** A page's query, written the way an area's `api/` would. */
const userCountQuery = (client: ReturnType<typeof useAdminClient>, realm: string) => ({
  queryKey: ["router-test", realm, "user-count"],
  queryFn: () => client.users.count({ realm }),
  staleTime: 60_000,
});

function CountPage() {
  const client = useAdminClient();
  const realm = useRealm();
  const count = useQuery(userCountQuery(client, realm));
  return <h1>{count.data === undefined ? "Counting" : `${String(count.data)} users`}</h1>;
}

/** A page whose code arrives only when the test says so, with a loader asking for its data. */
function heldPage() {
  let release: () => void = () => undefined;
  const code = new Promise<{ CountPage: typeof CountPage }>((resolve) => {
    release = () => {
      resolve({ CountPage });
    };
  });
  const route: AppRoute = {
    name: "held",
    path: "/:realm/held",
    access: "anyone",
    Page: lazyPage(
      () => code,
      (module) => module.CountPage,
    ),
    loader: ({ realm, client, prefetch }) => {
      prefetch(userCountQuery(client, realm));
    },
  };
  return { route, release };
}

describe("console router", { timeout: 60_000 }, () => {
  it("asks for a page's data as the address changes, before the page's code has arrived", async () => {
    server.use(...fakeServerHandlers(createFakeServer()));
    const countRequests: string[] = [];
    server.use(
      http.get(`${serverUrl}/admin/realms/:realm/users/count`, ({ params }) => {
        countRequests.push(String(params["realm"]));
        return HttpResponse.json(42);
      }),
    );
    const { route, release } = heldPage();
    // Home's server info tab: the welcome tab's dashboard would count the users too.
    const { router } = await renderConsole({ route: "/master/info", table: [route, ...routes] });
    await screen.findByRole("heading", { name: "Welcome to Keycloak" });

    void router.navigate("/master/held");
    await waitFor(() => {
      expect(countRequests).toEqual(["master"]);
    });
    // The data is on its way while the page's code is still held back.
    expect(screen.queryByRole("heading", { name: /users|Counting/ })).not.toBeInTheDocument();

    release();
    expect(await screen.findByRole("heading", { name: "42 users" })).toBeInTheDocument();
    // The page read what the navigation asked for instead of asking again.
    expect(countRequests).toEqual(["master"]);
  });

  it("shows Page Not Found for an unknown section under a realm, not the home page", async () => {
    server.use(...fakeServerHandlers(createFakeServer()));
    const { router } = await renderConsole({ route: "/master/no-such-section" });
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Welcome to Keycloak" })).not.toBeInTheDocument();

    // Home's own tabs still open home.
    void router.navigate("/master/info");
    expect(await screen.findByRole("heading", { name: "Welcome to Keycloak" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Page Not Found" })).not.toBeInTheDocument();
  });

  it("shows Page Not Found for an unknown tab of the users list", async () => {
    server.use(...fakeServerHandlers(createFakeServer()));
    await renderConsole({ route: "/master/users/no-such-tab" });
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
  });
});
