import { afterEach, describe, expect, it, vi } from "vitest";
import { act, renderWithProviders, screen } from "../../../test/render";
import { colorSchemeKey } from "./color-scheme";
import { ColorSchemeToggle } from "./color-scheme-toggle";

function emulateSystemScheme(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const media = {
    matches: dark,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
      listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => {
      listeners.delete(listener);
    },
  };
  vi.stubGlobal("matchMedia", (query: string) => ({ ...media, media: query }));
  return (nowDark: boolean) => {
    media.matches = nowDark;
    for (const listener of listeners) listener({ matches: nowDark } as MediaQueryListEvent);
  };
}

const isDark = () =>
  [...document.documentElement.classList].some((name) => name.endsWith("theme-dark"));

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.className = "";
});

describe("ColorSchemeToggle", () => {
  it("follows the operating system until the user chooses", async () => {
    const setSystemDark = emulateSystemScheme(true);
    await renderWithProviders(<ColorSchemeToggle />);
    const toggle = screen.getByRole("switch", { name: "Dark theme" });
    expect(toggle).toBeChecked();
    expect(isDark()).toBe(true);
    act(() => {
      setSystemDark(false);
    });
    expect(toggle).not.toBeChecked();
    expect(isDark()).toBe(false);
  });

  it("remembers the user's choice over the operating system's", async () => {
    const setSystemDark = emulateSystemScheme(false);
    const { user } = await renderWithProviders(<ColorSchemeToggle />);
    await user.click(screen.getByRole("switch", { name: "Dark theme" }));
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(colorSchemeKey)).toBe('"dark"');
    act(() => {
      setSystemDark(false);
    });
    expect(isDark()).toBe(true);
    await user.click(screen.getByRole("switch", { name: "Dark theme" }));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(colorSchemeKey)).toBe('"light"');
  });
});
