import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { configure, renderWithDataRouter, screen, waitFor } from "../../../../test/render";
import { RoutedTabs, type RoutedTab } from "./routed-tabs";

// Busy machines render PatternFly slowly; wait long enough that only behaviour can fail a test.
configure({ asyncUtilTimeout: 20_000 });

type PetTab = "cats" | "dogs" | "birds";

const mounts: string[] = [];

function Panel({ name }: { name: string }) {
  useEffect(() => {
    mounts.push(name);
  }, [name]);
  return <p>{`${name} panel`}</p>;
}

function Pets({ birds = true }: { birds?: boolean | "unknown" }) {
  const tabs: RoutedTab<PetTab>[] = [
    { key: "cats", title: "Cats", content: <Panel name="cats" /> },
    { key: "dogs", title: "Dogs", content: <Panel name="dogs" /> },
    { key: "birds", title: "Birds", isShown: birds, content: <Panel name="birds" /> },
  ];
  return <RoutedTabs ariaLabel="Pets" tabs={tabs} linkTo={(tab) => `/pets/${tab}`} />;
}

async function renderPets(path: string, birds?: boolean | "unknown") {
  mounts.length = 0;
  return renderWithDataRouter(
    [
      { path: "/start", element: <p>start</p> },
      { path: "/pets", element: <Pets birds={birds ?? true} /> },
      { path: "/pets/:tab", element: <Pets birds={birds ?? true} /> },
    ],
    { initialEntries: ["/start", path] },
  );
}

const tab = (name: string) => screen.getByRole("tab", { name });

describe("RoutedTabs", { timeout: 30_000 }, () => {
  it("opens the tab the address names and mounts only its content", async () => {
    await renderPets("/pets/dogs");
    expect(await screen.findByText("dogs panel")).toBeInTheDocument();
    expect(tab("Dogs")).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tablist", { name: "Pets" })).toBeInTheDocument();
    expect(screen.queryByText("cats panel")).not.toBeInTheDocument();
    expect(mounts).toEqual(["dogs"]);
  });

  it("puts the chosen tab in the address, mounting it on enter and unmounting the one left", async () => {
    const { user, router } = await renderPets("/pets/cats");
    await screen.findByText("cats panel");
    await user.click(tab("Birds"));
    expect(await screen.findByText("birds panel")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/pets/birds");
    expect(router.state.historyAction).toBe("PUSH");
    expect(screen.queryByText("cats panel")).not.toBeInTheDocument();

    await router.navigate(-1);
    expect(await screen.findByText("cats panel")).toBeInTheDocument();
    expect(tab("Cats")).toHaveAttribute("aria-selected", "true");
  });

  it("opens the first tab when the address names none, leaving the address as it is", async () => {
    const { router } = await renderPets("/pets");
    expect(await screen.findByText("cats panel")).toBeInTheDocument();
    expect(tab("Cats")).toHaveAttribute("aria-selected", "true");
    expect(router.state.location.pathname).toBe("/pets");
  });

  it("replaces an unknown tab in the address with the first tab, so Back skips it", async () => {
    const { router } = await renderPets("/pets/fish");
    expect(await screen.findByText("cats panel")).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/pets/cats");
    });
    expect(router.state.historyAction).toBe("REPLACE");
    await router.navigate(-1);
    expect(await screen.findByText("start")).toBeInTheDocument();
  });

  it("does not render a hidden tab and replaces an address that names it", async () => {
    const { router } = await renderPets("/pets/birds", false);
    expect(await screen.findByText("cats panel")).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Birds" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("tab")).toHaveLength(2);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe("/pets/cats");
    });
    expect(mounts).not.toContain("birds");
  });

  it("keeps the address of a tab whose visibility is still loading", async () => {
    const { router } = await renderPets("/pets/birds", "unknown");
    expect(await screen.findByText("cats panel")).toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Birds" })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/pets/birds");
  });
});
