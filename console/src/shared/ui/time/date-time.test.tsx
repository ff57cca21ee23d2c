import { describe, expect, it } from "vitest";
import { renderWithProviders, screen } from "../../../../test/render";
import { DateTime } from "./date-time";
import { formatDateTime } from "./format-date-time";

const utc: Intl.DateTimeFormatOptions = {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
};
const instant = Date.UTC(2026, 1, 3, 14, 5);

describe("formatDateTime", () => {
  it("formats in the given locale", () => {
    expect(formatDateTime(instant, "en", utc)).toBe("Feb 3, 2026, 2:05 PM");
    expect(formatDateTime(instant, "de", utc)).toBe("03.02.2026, 14:05");
    expect(formatDateTime(new Date(instant).toISOString(), "fr", utc)).toBe("3 févr. 2026, 14:05");
  });

  it("gives an empty text for an invalid value", () => {
    expect(formatDateTime("not a date", "en")).toBe("");
  });
});

describe("DateTime", { timeout: 30_000 }, () => {
  it("shows the instant in the user's language with a machine-readable attribute", async () => {
    const { container } = await renderWithProviders(<DateTime value={instant} options={utc} />);
    expect(screen.getByText("Feb 3, 2026, 2:05 PM")).toBeInTheDocument();
    expect(container.querySelector("time")).toHaveAttribute("datetime", "2026-02-03T14:05:00.000Z");
  });

  it("renders nothing for an invalid value", async () => {
    const { container } = await renderWithProviders(<DateTime value="soon" />);
    expect(container).toBeEmptyDOMElement();
  });
});
