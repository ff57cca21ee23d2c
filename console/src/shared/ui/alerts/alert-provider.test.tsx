import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  act,
  renderHook,
  renderWithProviders,
  screen,
  userEvent,
  within,
} from "../../../../test/render";
import { AlertProvider } from "./alert-provider";
import { useAlerts, type Alerts } from "./alerts-context";

function Harness({ error }: { error?: unknown }) {
  const { addAlert, addError } = useAlerts();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          addAlert("Realm saved");
        }}
      >
        save
      </button>
      <button
        type="button"
        onClick={() => {
          addAlert("Cache cleared", "info", "All nodes were told.");
        }}
      >
        clear
      </button>
      <button
        type="button"
        onClick={() => {
          addError("alerts.operationFailed", error);
        }}
      >
        fail
      </button>
      <button
        type="button"
        onClick={() => {
          addError("roles.details.saveError", error);
        }}
      >
        fail to save
      </button>
    </>
  );
}

function renderAlerts(error?: unknown) {
  return renderWithProviders(
    <AlertProvider>
      <Harness error={error} />
    </AlertProvider>,
  );
}

function Capture({ onAlerts }: { onAlerts: (alerts: Alerts) => void }) {
  const alerts = useAlerts();
  useEffect(() => {
    onAlerts(alerts);
  }, [alerts, onAlerts]);
  return null;
}

/** Renders the provider and hands back its API, so timers can be faked before an alert mounts. */
async function renderCapturingAlerts(): Promise<Alerts> {
  let captured: Alerts | undefined;
  await renderWithProviders(
    <AlertProvider>
      <Capture
        onAlerts={(alerts) => {
          captured = alerts;
        }}
      />
    </AlertProvider>,
  );
  if (captured === undefined) throw new Error("The provider gave no alerts API.");
  return captured;
}

function alertList() {
  return screen.getByRole("list", { name: "Notifications" });
}

describe("AlertProvider", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("dismisses an alert after 8000 ms", async () => {
    const alerts = await renderCapturingAlerts();
    vi.useFakeTimers();
    act(() => {
      alerts.addAlert("Realm saved");
    });
    expect(screen.getByRole("heading", { name: /Realm saved/ })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(7999);
    });
    expect(screen.getByRole("heading", { name: /Realm saved/ })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole("heading", { name: /Realm saved/ })).not.toBeInTheDocument();
  });

  it("keeps an alert while the pointer rests on it", async () => {
    const alerts = await renderCapturingAlerts();
    // Testing Library waits on a timer between steps, so the fake clock must also run by itself.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    act(() => {
      alerts.addAlert("Realm saved");
    });
    await user.hover(screen.getByRole("heading", { name: /Realm saved/ }));
    act(() => {
      vi.advanceTimersByTime(20000);
    });
    expect(screen.getByRole("heading", { name: /Realm saved/ })).toBeInTheDocument();
    await user.unhover(screen.getByRole("heading", { name: /Realm saved/ }));
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.queryByRole("heading", { name: /Realm saved/ })).not.toBeInTheDocument();
  });

  it("shows the newest alert on top", async () => {
    const { user } = await renderAlerts();
    await user.click(screen.getByRole("button", { name: "save" }));
    await user.click(screen.getByRole("button", { name: "clear" }));
    const items = within(alertList()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Cache cleared");
    expect(items[0]).toHaveTextContent("All nodes were told.");
    expect(items[1]).toHaveTextContent("Realm saved");
  });

  it("labels the variant for screen readers", async () => {
    const { user } = await renderAlerts();
    await user.click(screen.getByRole("button", { name: "save" }));
    expect(screen.getByRole("heading", { name: "Success:Realm saved" })).toBeInTheDocument();
  });

  it("closes an alert with its close button", async () => {
    const { user } = await renderAlerts();
    await user.click(screen.getByRole("button", { name: "save" }));
    await user.click(screen.getByRole("button", { name: 'Close the notification "Realm saved"' }));
    expect(screen.queryByRole("heading", { name: /Realm saved/ })).not.toBeInTheDocument();
  });

  it("shows an error with the server's message and its error_description as detail", async () => {
    const error = Object.assign(new Error("Network response was not OK."), {
      response: new Response(null, { status: 400 }),
      responseData: { error: "unknown_error", error_description: "The realm cache is busy" },
    });
    const { user } = await renderAlerts(error);
    await user.click(screen.getByRole("button", { name: "fail" }));
    const heading = screen.getByRole("heading", { name: /The operation failed: unknown_error/ });
    expect(heading).toHaveTextContent("Error:");
    expect(within(alertList()).getByText("The realm cache is busy")).toBeInTheDocument();
  });

  it("puts the reason under a title that has no place for it", async () => {
    const error = Object.assign(new Error("Network response was not OK."), {
      response: new Response(null, { status: 502 }),
      responseData: {
        error: "bad_gateway",
        error_description: "The upstream server did not answer",
      },
    });
    const { user } = await renderAlerts(error);
    await user.click(screen.getByRole("button", { name: "fail to save" }));
    expect(
      screen.getByRole("heading", { name: /The role could not be saved/ }),
    ).toBeInTheDocument();
    expect(
      within(alertList()).getByText("bad_gateway: The upstream server did not answer"),
    ).toBeInTheDocument();
  });

  it("says 'unknown error' when the failure carries no text", async () => {
    const { user } = await renderAlerts(undefined);
    await user.click(screen.getByRole("button", { name: "fail" }));
    expect(
      screen.getByRole("heading", { name: /The operation failed: unknown error/ }),
    ).toBeInTheDocument();
  });

  it("refuses to work without a provider", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderHook(() => useAlerts())).toThrow(
      "useAlerts needs an AlertProvider above it.",
    );
  });
});
