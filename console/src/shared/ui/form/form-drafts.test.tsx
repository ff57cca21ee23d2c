import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, configure, renderWithDataRouter, screen, waitFor } from "../../../../test/render";
import { AlertProvider } from "@/shared/ui/alerts/alert-provider";
import { EditForm } from "./edit-form";
import { FormDraftScope } from "./form-drafts";
import { TextControl } from "./text-control";

// Busy machines render PatternFly slowly; wait long enough that only behaviour can fail a test.
configure({ asyncUtilTimeout: 20_000 });

interface Values {
  name: string;
  description: string;
}

const stored: Values = { name: "sales", description: "Sells things" };

function RoleForm({ save }: { save: (values: Values) => Promise<unknown> }) {
  const form = useForm<Values>({ defaultValues: stored });
  return (
    <EditForm
      form={form}
      save={save}
      isSaving={false}
      canEdit
      savedMessage="Saved"
      saveErrorKey="form.saveError"
    >
      <TextControl name="name" label="Name" />
      <TextControl name="description" label="Description" />
    </EditForm>
  );
}

/** The form on a role's page, for an administrator; `scope` is whose drafts these are. */
function renderForm(
  save = vi.fn(() => Promise.resolve()),
  scope: string | undefined = "master/u1",
) {
  return renderWithDataRouter(
    [
      {
        path: "/:realm/roles/:id/settings",
        element: (
          <AlertProvider>
            <FormDraftScope.Provider value={scope}>
              <RoleForm save={save} />
            </FormDraftScope.Provider>
          </AlertProvider>
        ),
      },
    ],
    { initialEntries: ["/acme/roles/r1/settings"] },
  );
}

const description = () => screen.getByRole("textbox", { name: "Description" });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe("form drafts", { timeout: 60_000 }, () => {
  it("brings back what was typed when the page opens again, says so, and can discard it", async () => {
    const first = await renderForm();
    await first.user.clear(description());
    await first.user.type(description(), "Sells more");
    first.unmount();

    const again = await renderForm();
    await waitFor(() => {
      expect(description()).toHaveValue("Sells more");
    });
    expect(screen.getByText("Your unsaved changes are back")).toBeVisible();
    // The restored values count as unsaved changes: revert and save are offered for them.
    await waitFor(() => {
      expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
    });

    await again.user.click(screen.getByRole("button", { name: "Discard them" }));
    await waitFor(() => {
      expect(description()).toHaveValue("Sells things");
    });
    expect(screen.queryByText("Your unsaved changes are back")).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it("forgets the draft once the form is saved", async () => {
    const save = vi.fn(() => Promise.resolve());
    const first = await renderForm(save);
    await first.user.type(description(), " and more");
    expect(sessionStorage.length).toBe(1);
    await first.user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => {
      expect(save).toHaveBeenCalledWith({ name: "sales", description: "Sells things and more" });
    });
    await waitFor(() => {
      expect(sessionStorage.length).toBe(0);
    });
    first.unmount();

    await renderForm(save);
    expect(description()).toHaveValue("Sells things");
    expect(screen.queryByText("Your unsaved changes are back")).not.toBeInTheDocument();
  });

  it("holds no draft while the save is under way, so a form remounted on the saved object starts clean", async () => {
    let draftsDuringSave = -1;
    const save = vi.fn(() => {
      draftsDuringSave = sessionStorage.length;
      return Promise.resolve();
    });
    const first = await renderForm(save);
    await first.user.type(description(), " and more");
    await first.user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => {
      expect(save).toHaveBeenCalled();
    });
    expect(draftsDuringSave).toBe(0);
  });

  it("keeps the values being saved when the page leaves before the save settles (the session ended)", async () => {
    // The save never settles: the console is on its way to the sign-in page.
    const save = vi.fn(() => new Promise<never>(() => undefined));
    const first = await renderForm(save);
    await first.user.type(description(), " and more");
    await first.user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => {
      expect(save).toHaveBeenCalled();
    });
    expect(sessionStorage.length).toBe(0);
    window.dispatchEvent(new Event("pagehide"));
    expect(sessionStorage.length).toBe(1);
    first.unmount();

    await renderForm();
    await waitFor(() => {
      expect(description()).toHaveValue("Sells things and more");
    });
  });

  it("keeps the draft when the save fails", async () => {
    const save = vi.fn(() => Promise.reject(new Error("offline")));
    const first = await renderForm(save);
    await first.user.type(description(), " and more");
    await first.user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => {
      expect(save).toHaveBeenCalled();
    });
    await waitFor(() => {
      expect(sessionStorage.length).toBe(1);
    });
    first.unmount();

    await renderForm(save);
    await waitFor(() => {
      expect(description()).toHaveValue("Sells things and more");
    });
  });

  it("keeps each administrator's drafts apart, and none without a signed-in administrator", async () => {
    const first = await renderForm(undefined, "master/u1");
    await first.user.type(description(), "!");
    first.unmount();

    await renderForm(undefined, "master/u2");
    expect(description()).toHaveValue("Sells things");
    cleanup();

    const anonymous = await renderForm(undefined, undefined);
    await anonymous.user.type(description(), "?");
    expect(Object.keys(sessionStorage)).toEqual([
      expect.stringContaining("master/u1/acme/roles/r1/settings"),
    ]);
  });
});
