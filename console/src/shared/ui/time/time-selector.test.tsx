import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, screen } from "../../../../test/render";
import { TimeSelector, type TimeSelectorProps } from "./time-selector";

type HarnessProps = Omit<TimeSelectorProps, "value" | "onChange"> & {
  initial: number | undefined;
  onValue?: (value: number | undefined) => void;
};

function Harness({ initial, onValue, ...props }: HarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeSelector
        aria-label="Access token lifespan"
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
      />
      <output aria-label="stored">{String(value)}</output>
      <button
        type="button"
        onClick={() => {
          setValue(172800);
        }}
      >
        reset
      </button>
    </>
  );
}

const amount = () => screen.getByRole("spinbutton", { name: "Access token lifespan" });
const unit = () => screen.getByRole("combobox", { name: "Unit of Access token lifespan" });
const stored = () => screen.getByRole("status", { name: "stored" });

describe("TimeSelector", { timeout: 30_000 }, () => {
  it("shows a stored value in the largest unit that fits exactly", async () => {
    await renderWithProviders(<Harness initial={3600} />);
    expect(amount()).toHaveValue(1);
    expect(unit()).toHaveValue("hour");
    expect(screen.getByRole("option", { name: "hours" })).toBeInTheDocument();
  });

  it("falls back to the smallest offered unit when no unit fits", async () => {
    await renderWithProviders(<Harness initial={90} units={["minute", "hour"]} />);
    expect(amount()).toHaveValue(1.5);
    expect(unit()).toHaveValue("minute");
  });

  it("turns the typed number and unit into seconds", async () => {
    const onValue = vi.fn();
    const { user } = await renderWithProviders(<Harness initial={3600} onValue={onValue} />);
    await user.clear(amount());
    await user.type(amount(), "2");
    expect(stored()).toHaveTextContent("7200");
    await user.selectOptions(unit(), "day");
    expect(stored()).toHaveTextContent("172800");
    expect(amount()).toHaveValue(2);
    expect(onValue).toHaveBeenLastCalledWith(172800);
  });

  it("counts in minutes when the value is kept in minutes", async () => {
    const { user } = await renderWithProviders(<Harness initial={90} valueUnit="minute" />);
    expect(amount()).toHaveValue(90);
    expect(unit()).toHaveValue("minute");
    expect(screen.queryByRole("option", { name: "seconds" })).not.toBeInTheDocument();
    await user.selectOptions(unit(), "hour");
    expect(stored()).toHaveTextContent("5400");
  });

  it("reports an empty field as no value", async () => {
    const { user } = await renderWithProviders(<Harness initial={300} />);
    await user.clear(amount());
    expect(stored()).toHaveTextContent("undefined");
  });

  it("raises a value below the minimum to it when the user leaves the field", async () => {
    const { user } = await renderWithProviders(<Harness initial={3600} min={300} />);
    await user.selectOptions(unit(), "minute");
    await user.clear(amount());
    await user.type(amount(), "2");
    expect(stored()).toHaveTextContent("120");
    expect(amount()).toHaveAccessibleDescription("Enter at least 5 minutes.");
    expect(amount()).toHaveAttribute("aria-invalid", "true");
    await user.tab();
    expect(stored()).toHaveTextContent("300");
    expect(amount()).toHaveValue(5);
    expect(amount()).toHaveAttribute("aria-invalid", "false");
  });

  it("lowers a value above the maximum to it, also when the unit changes", async () => {
    const { user } = await renderWithProviders(<Harness initial={3600} min={60} max={86400} />);
    await user.clear(amount());
    await user.type(amount(), "30");
    expect(amount()).toHaveAccessibleDescription("Enter a duration from 1 minute to 1 day.");
    await user.tab();
    expect(stored()).toHaveTextContent("86400");
    expect(amount()).toHaveValue(24);
    await user.selectOptions(unit(), "day");
    expect(stored()).toHaveTextContent("86400");
    expect(amount()).toHaveValue(1);
  });

  it("offers 'never expires' and gives the previous value back when unticked", async () => {
    const { user } = await renderWithProviders(<Harness initial={600} allowNever />);
    const never = screen.getByRole("checkbox", { name: "Never expires" });
    await user.click(never);
    expect(stored()).toHaveTextContent("-1");
    expect(amount()).toBeDisabled();
    expect(unit()).toBeDisabled();
    await user.click(never);
    expect(stored()).toHaveTextContent("600");
    expect(amount()).toHaveValue(10);
    expect(amount()).toBeEnabled();
  });

  it("shows a stored 'never' value as ticked", async () => {
    await renderWithProviders(<Harness initial={0} allowNever neverValue={0} />);
    expect(screen.getByRole("checkbox", { name: "Never expires" })).toBeChecked();
    expect(amount()).toHaveValue(null);
  });

  it("follows a value set from outside", async () => {
    const { user } = await renderWithProviders(<Harness initial={60} />);
    expect(unit()).toHaveValue("minute");
    await user.click(screen.getByRole("button", { name: "reset" }));
    expect(amount()).toHaveValue(2);
    expect(unit()).toHaveValue("day");
  });
});
