import { describe, expect, it } from "vitest";
import { TestForm } from "@/shared/ui/form/test-form";
import { renderWithProviders, screen, userEvent, waitFor } from "../../../../test/render";
import { cacheFormValues } from "./cache-policy";
import { CachePolicyFields } from "./cache-policy-fields";

type Values = { config: Record<string, unknown> };

async function renderFields(config: Record<string, string[]>, readOnly = false) {
  const submitted: Values[] = [];
  const user = userEvent.setup();
  await renderWithProviders(
    <TestForm<Values>
      defaultValues={{ config: cacheFormValues(config) }}
      onSubmit={(values) => submitted.push(values)}
    >
      <CachePolicyFields readOnly={readOnly} />
    </TestForm>,
  );
  return { user, submitted };
}

describe("CachePolicyFields", () => {
  it("shows the day, hour and minute of a weekly eviction, the day in the user's language", async () => {
    await renderFields({
      cachePolicy: ["EVICT_WEEKLY"],
      evictionDay: ["2"],
      evictionHour: ["4"],
      evictionMinute: ["5"],
    });
    expect(screen.getByRole("button", { name: /^Eviction day/ })).toHaveTextContent("Monday");
    expect(screen.getByRole("combobox", { name: "Eviction hour" })).toHaveValue("04");
    expect(screen.getByRole("combobox", { name: "Eviction minute" })).toHaveValue("05");
    expect(screen.queryByRole("spinbutton", { name: "Maximum lifespan" })).not.toBeInTheDocument();
  });

  it("keeps the maximum lifespan in milliseconds while showing a duration", async () => {
    const { user, submitted } = await renderFields({
      cachePolicy: ["MAX_LIFESPAN"],
      maxLifespan: ["3600000"],
    });
    const lifespan = screen.getByRole("spinbutton", { name: "Maximum lifespan" });
    expect(lifespan).toHaveValue(1);
    expect(screen.getByRole("combobox", { name: "Unit of Maximum lifespan" })).toHaveValue("hour");
    await user.clear(lifespan);
    await user.type(lifespan, "3");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => {
      expect(submitted).toHaveLength(1);
    });
    expect(submitted[0]?.config["maxLifespan"]).toBe("10800000");
  });

  it("asks for the hour and minute of a daily eviction before the form submits", async () => {
    const { user, submitted } = await renderFields({ cachePolicy: ["EVICT_DAILY"] });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(await screen.findAllByText("This field is required.")).toHaveLength(2);
    expect(submitted).toHaveLength(0);
  });

  it("leaves a policy without settings free to submit", async () => {
    const { user, submitted } = await renderFields({ cachePolicy: ["NO_CACHE"] });
    expect(screen.queryByRole("combobox", { name: "Eviction hour" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => {
      expect(submitted).toHaveLength(1);
    });
  });

  it("is read-only for an administrator who may only view", async () => {
    await renderFields({ cachePolicy: ["EVICT_DAILY"], evictionHour: ["1"] }, true);
    expect(screen.getByRole("button", { name: /^Cache policy/ })).toBeDisabled();
  });
});
