import { describe, expect, it } from "vitest";
import { renderWithProviders, screen } from "../../../test/render";
import { ForbiddenSection } from "./forbidden-section";

describe("ForbiddenSection", () => {
  it("names one missing right in the singular", async () => {
    await renderWithProviders(<ForbiddenSection missingRights={["view-users"]} />);
    expect(screen.getByRole("heading", { name: "Access denied" })).toBeInTheDocument();
    expect(
      screen.getByText("You need the following right to see this page: view-users"),
    ).toBeInTheDocument();
  });

  it("lists several missing rights in the plural, separated by commas", async () => {
    await renderWithProviders(
      <ForbiddenSection missingRights={["view-realm", "view-clients", "view-users"]} />,
    );
    expect(
      screen.getByText(
        "You need the following rights to see this page: view-realm, view-clients, view-users",
      ),
    ).toBeInTheDocument();
  });
});
