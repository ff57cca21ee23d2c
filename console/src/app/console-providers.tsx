import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { i18n as I18n } from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { AdminClientProvider, type AdminClient } from "@/shared/api/admin-client";
import type { Environment } from "@/shared/api/environment";
import { EnvironmentProvider } from "@/shared/api/environment-context";
import { errorMessage } from "@/shared/api/error-message";
import { SessionProvider, type Session } from "@/shared/api/session";
import { AlertProvider } from "@/shared/ui/alerts/alert-provider";
import { HelpProvider } from "@/shared/ui/help/help-context";
import { DocumentLanguage } from "./document-language";

/**
 * The console's query cache. Client errors (4xx) are answers, not hiccups, so only server and
 * network failures are tried again, and a refused token (401): reads and writes alike are tried
 * once more after `onUnauthorized`, which gets a new token or signs the administrator in again.
 * A refused call changed nothing on the server, so trying a write again does not repeat it.
 * Requests go out even when the browser believes it is offline: the failure then shows at once,
 * with its reason, instead of a spinner that waits for the network without saying so.
 */
export function createConsoleQueryClient(
  onUnauthorized: () => void = () => undefined,
): QueryClient {
  const retryAfterUnauthorized = (failureCount: number, status: number | undefined) => {
    if (status !== 401 || failureCount > 0) return false;
    onUnauthorized();
    return true;
  };
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: "always",
        retry: (failureCount, error) => {
          const status = errorMessage(error).status;
          if (status === 401) return retryAfterUnauthorized(failureCount, status);
          return failureCount < 2 && (status === undefined || status >= 500);
        },
        refetchOnWindowFocus: false,
      },
      mutations: {
        networkMode: "always",
        retry: (failureCount, error) =>
          retryAfterUnauthorized(failureCount, errorMessage(error).status),
        retryDelay: 0,
      },
    },
  });
}

export interface ConsoleProvidersProps {
  environment: Environment;
  client: AdminClient;
  session: Session;
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything the shell and pages read from context, outside the router. */
export function ConsoleProviders({
  environment,
  client,
  session,
  i18n,
  queryClient,
  children,
}: ConsoleProvidersProps) {
  return (
    <EnvironmentProvider environment={environment}>
      <SessionProvider session={session}>
        <AdminClientProvider client={client}>
          <QueryClientProvider client={queryClient}>
            <I18nextProvider i18n={i18n}>
              <DocumentLanguage i18n={i18n} />
              <AlertProvider>
                <HelpProvider>{children}</HelpProvider>
              </AlertProvider>
            </I18nextProvider>
          </QueryClientProvider>
        </AdminClientProvider>
      </SessionProvider>
    </EnvironmentProvider>
  );
}
