import { Button } from "@patternfly/react-core";
import { FormProvider, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { describe, expect, it } from "vitest";
import {
  renderWithDataRouter,
  renderWithProviders,
  screen,
  waitFor,
} from "../../../../test/render";
import { TextControl } from "./text-control";
import { afterDeletion, useUnsavedChangesGuard } from "./unsaved-changes-guard";

// Rendering PatternFly and typing is slow on a busy machine; these tests wait for the UI.
const componentTimeout = { timeout: 30_000 };

function EditPage() {
  const form = useForm({ defaultValues: { name: "ada" } });
  const navigate = useNavigate();
  const { prompt, allowNavigation } = useUnsavedChangesGuard(form.formState.isDirty);
  return (
    <FormProvider {...form}>
      {prompt}
      <TextControl name="name" label="Name" />
      <Link to="/other">Elsewhere</Link>
      <Button
        onClick={() => {
          allowNavigation();
          void navigate("/other");
        }}
      >
        Save and close
      </Button>
      <Button onClick={() => void navigate("/other", afterDeletion)}>Delete</Button>
    </FormProvider>
  );
}

const routes = [
  { path: "/edit", element: <EditPage /> },
  { path: "/other", element: <p>Other page</p> },
];

function beforeUnloadIsCancelled() {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe("useUnsavedChangesGuard", componentTimeout, () => {
  it("lets the user leave an unchanged form without asking", async () => {
    const { user, router } = await renderWithDataRouter(routes, { initialEntries: ["/edit"] });
    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    expect(await screen.findByText("Other page")).toBeVisible();
    expect(router.state.location.pathname).toBe("/other");
  });

  it("blocks navigation away from changes until the user confirms leaving", async () => {
    const { user, router } = await renderWithDataRouter(routes, { initialEntries: ["/edit"] });
    const input = screen.getByRole("textbox", { name: "Name" });
    await user.type(input, "!");

    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    expect(dialog).toHaveTextContent("Your changes on this page have not been saved.");
    expect(router.state.location.pathname).toBe("/edit");

    await user.click(screen.getByRole("button", { name: "Stay on this page" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(input).toHaveValue("ada!");
    expect(router.state.location.pathname).toBe("/edit");

    await user.click(screen.getByRole("link", { name: "Elsewhere" }));
    await user.click(await screen.findByRole("button", { name: "Leave and discard changes" }));
    expect(await screen.findByText("Other page")).toBeVisible();
    expect(router.state.location.pathname).toBe("/other");
  });

  it("asks the browser to confirm closing the page only while there are changes", async () => {
    const { user } = await renderWithDataRouter(routes, { initialEntries: ["/edit"] });
    expect(beforeUnloadIsCancelled()).toBe(false);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "!");
    expect(beforeUnloadIsCancelled()).toBe(true);
  });

  it("lets a save navigate away without asking", async () => {
    const { user, router } = await renderWithDataRouter(routes, { initialEntries: ["/edit"] });
    await user.type(screen.getByRole("textbox", { name: "Name" }), "!");
    await user.click(screen.getByRole("button", { name: "Save and close" }));
    expect(await screen.findByText("Other page")).toBeVisible();
    expect(router.state.location.pathname).toBe("/other");
  });

  it("leaves the page of a deleted object without asking: its changes can no longer be saved", async () => {
    const { user, router } = await renderWithDataRouter(routes, { initialEntries: ["/edit"] });
    await user.type(screen.getByRole("textbox", { name: "Name" }), "!");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Other page")).toBeVisible();
    expect(router.state.location.pathname).toBe("/other");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("still guards closing the page outside a data router", async () => {
    const { user } = await renderWithProviders(<EditPage />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "!");
    expect(beforeUnloadIsCancelled()).toBe(true);
  });
});
