import { Outlet, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { AccessProvider } from "@/shared/access/access-context";
import { renderWithDataRouter, screen } from "../../test/render";
import { AuthWall } from "./auth-wall";
import type { RouteHandle } from "./route-handle";

function routesFor(rights: string[]): RouteObject[] {
  const handle = (name: string, access: RouteHandle["access"]): RouteHandle => ({ name, access });
  return [
    {
      path: "/",
      element: (
        <AccessProvider rights={rights}>
          <AuthWall>
            <Outlet />
          </AuthWall>
        </AccessProvider>
      ),
      children: [
        { path: "/:realm/open", element: <p>open page</p>, handle: handle("open", "anyone") },
        {
          path: "/:realm/sessions",
          element: <p>sessions page</p>,
          handle: handle("sessions", { all: ["view-realm", "view-clients", "view-users"] }),
        },
        {
          path: "/:realm/clients/:id/authorization",
          element: <Outlet />,
          handle: handle("authorization", { any: ["view-authorization", "manage-authorization"] }),
          children: [
            {
              path: "policy",
              element: <p>policy page</p>,
              handle: handle("policy", { all: ["manage-clients"] }),
            },
          ],
        },
      ],
    },
  ];
}

describe("AuthWall", () => {
  it("shows a page that anyone may see", async () => {
    await renderWithDataRouter(routesFor([]), { initialEntries: ["/master/open"] });
    expect(await screen.findByText("open page")).toBeInTheDocument();
  });

  it("shows the page when every right is held", async () => {
    await renderWithDataRouter(routesFor(["view-realm", "view-clients", "view-users"]), {
      initialEntries: ["/master/sessions"],
    });
    expect(await screen.findByText("sessions page")).toBeInTheDocument();
  });

  it("names the missing rights instead of the page", async () => {
    await renderWithDataRouter(routesFor(["view-realm"]), { initialEntries: ["/master/sessions"] });
    expect(
      await screen.findByText(
        "You need the following rights to see this page: view-clients, view-users",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("sessions page")).not.toBeInTheDocument();
  });

  it("collects the rights of every matching route", async () => {
    await renderWithDataRouter(routesFor(["manage-clients"]), {
      initialEntries: ["/master/clients/1/authorization/policy"],
    });
    expect(
      await screen.findByText(
        "You need the following rights to see this page: view-authorization, manage-authorization",
      ),
    ).toBeInTheDocument();
  });

  it("passes an 'any' route with one of its rights", async () => {
    await renderWithDataRouter(routesFor(["manage-clients", "view-authorization"]), {
      initialEntries: ["/master/clients/1/authorization/policy"],
    });
    expect(await screen.findByText("policy page")).toBeInTheDocument();
  });
});
