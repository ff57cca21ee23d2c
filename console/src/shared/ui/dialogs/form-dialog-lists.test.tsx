import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { configure, renderWithProviders, screen, within } from "../../../../test/render";
import { SelectControl } from "@/shared/ui/form/select-control";
import { FormDialog } from "./form-dialog";

// Busy machines render PatternFly slowly; wait long enough that only behaviour can fail a test.
configure({ asyncUtilTimeout: 20_000 });

interface ShiftValues {
  team: string;
}

function ShiftDialog({ note }: { note: string }) {
  const form = useForm<ShiftValues>({ defaultValues: { team: "" } });
  return (
    <FormDialog<ShiftValues>
      title="Assign a shift"
      description={note}
      form={form}
      submitLabel="Assign"
      errorTitle="The shift could not be assigned"
      onSubmit={() => undefined}
      onClose={() => undefined}
    >
      <SelectControl<ShiftValues, "team">
        name="team"
        label="Team"
        options={["Owls", "Larks", "Swifts"]}
      />
    </FormDialog>
  );
}

describe("lists opened in a form dialog", { timeout: 30_000 }, () => {
  it("stay reachable by assistive technology after the dialog renders again", async () => {
    const { user, rerender } = await renderWithProviders(<ShiftDialog note="Morning shifts." />);
    const dialog = screen.getByRole("dialog", { name: "Assign a shift" });
    await user.click(within(dialog).getByRole("button", { name: /^Team/ }));
    expect(screen.getByRole("option", { name: "Larks" })).toBeVisible();

    // The dialog marks what lies outside it hidden from assistive technology on every render: a
    // list outside it would vanish from the accessibility tree here.
    rerender(<ShiftDialog note="Evening shifts." />);
    expect(await screen.findByText("Evening shifts.")).toBeInTheDocument();
    await user.click(screen.getByRole("option", { name: "Larks" }));
    expect(within(dialog).getByRole("button", { name: /^Team/ })).toHaveTextContent("Larks");
  });
});
