import { Button, Nav, NavItem, NavList } from "@patternfly/react-core";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithDataRouter, screen } from "../../../../test/render";
import { RouterLink } from "./router-link";

function Links() {
  const [renders, setRenders] = useState(0);
  return (
    <>
      <Nav aria-label="Sections">
        <NavList>
          <NavItem to="/groups" component={RouterLink}>
            Groups
          </NavItem>
        </NavList>
      </Nav>
      <Button component={RouterLink} href="/users">
        Users
      </Button>
      <Button
        onClick={() => {
          setRenders(renders + 1);
        }}
      >{`Render again (${String(renders)})`}</Button>
    </>
  );
}

async function renderLinks() {
  return renderWithDataRouter([
    { path: "/", element: <Links /> },
    { path: "/groups", element: <h1>Groups page</h1> },
    { path: "/users", element: <h1>Users page</h1> },
  ]);
}

describe("RouterLink", () => {
  it("keeps the same anchor, and the keyboard focus on it, when its parent renders again", async () => {
    await renderLinks();
    const link = screen.getByRole("link", { name: "Groups" });
    link.focus();
    // A render that does not come from the link itself, as data arriving elsewhere would cause.
    screen.getByRole("button", { name: "Render again (0)" }).click();
    await screen.findByRole("button", { name: "Render again (1)" });
    expect(screen.getByRole("link", { name: "Groups" })).toBe(link);
    expect(link).toHaveFocus();
  });

  it("navigates in the app, from a navigation item and from a button", async () => {
    const { user, router } = await renderLinks();
    expect(screen.getByRole("link", { name: "Groups" })).toHaveAttribute("href", "/groups");
    await user.click(screen.getByRole("link", { name: "Groups" }));
    expect(await screen.findByRole("heading", { name: "Groups page" })).toBeInTheDocument();
    await router.navigate("/");
    await user.click(await screen.findByRole("link", { name: "Users" }));
    expect(await screen.findByRole("heading", { name: "Users page" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/users");
  });
});
