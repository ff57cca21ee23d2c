import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderOptions } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { i18n as I18n } from "i18next";
import type { ReactElement, ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { createI18n } from "@/shared/i18n/i18n";
import { loadMessages } from "../scripts/messages";

const english = loadMessages("en");

/** An i18n instance with the real English messages, so tests read what users read. */
export function createTestI18n(language = "en"): Promise<I18n> {
  const resources = { en: { translation: english } };
  return createI18n({ language, resources });
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, "wrapper"> {
  route?: string;
  queryClient?: QueryClient;
}

/**
 * The one entry point for component tests: renders with the console's providers (i18n with the
 * English messages, a fresh query cache, a memory router) and returns a `user` for interactions.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { route = "/", queryClient, ...options }: RenderWithProvidersOptions = {},
) {
  const i18n = await createTestI18n();
  const client =
    queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    );
  }
  return {
    user: userEvent.setup(),
    queryClient: client,
    ...render(ui, { wrapper: Wrapper, ...options }),
  };
}

export interface RenderWithDataRouterOptions extends Omit<RenderOptions, "wrapper"> {
  /** Where the memory history starts; defaults to "/". */
  initialEntries?: string[];
  queryClient?: QueryClient;
}

/**
 * Like {@link renderWithProviders}, but the routes run in a data router (`createMemoryRouter`),
 * which hooks such as `useBlocker` need. Returns the router too, to read or drive its location.
 */
export async function renderWithDataRouter(
  routes: RouteObject[],
  { initialEntries = ["/"], queryClient, ...options }: RenderWithDataRouterOptions = {},
) {
  const i18n = await createTestI18n();
  const client =
    queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries });
  return {
    user: userEvent.setup(),
    queryClient: client,
    router,
    ...render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>,
      options,
    ),
  };
}

export * from "@testing-library/react";
export { userEvent };
