import { useQuery } from "@tanstack/react-query";
import { heldRights } from "@/shared/access/held-rights";
import { Suspense, useEffect } from "react";
import { I18nextProvider, useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { AccessProvider } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { realmQuery, serverInfoQuery, whoAmIQuery } from "@/shared/api/console-queries";
import { useEnvironment } from "@/shared/api/environment-context";
import { useRealm } from "@/shared/api/realm";
import { useSession } from "@/shared/api/session";
import { AuthWall } from "./auth-wall";
import { FatalErrorDialog, fatalErrorKind } from "./fatal-error";
import { AppLayout } from "./layout/app-layout";
import { LoadingScreen } from "./loading-screen";
import { notFoundRoute } from "./routes";

const reload = () => {
  window.location.reload();
};

const NotFoundPage = notFoundRoute.Page;

/**
 * The shell around every page. Loads the current realm, who-am-I and the server info (spinner
 * until all are there), the realm's messages, and then lays out header, navigation and the page
 * behind the access guard. Everything here follows the `:realm` of the address.
 */
export function ConsoleRoot() {
  const realm = useRealm();
  const client = useAdminClient();
  const environment = useEnvironment();
  const session = useSession();
  // Realm names are the i18n namespaces: each realm may override the theme's messages.
  const { i18n, ready } = useTranslation(realm, { useSuspense: false });
  const whoAmI = useQuery(whoAmIQuery(client, environment.realm, realm));
  const realmRepresentation = useQuery(realmQuery(client, realm));
  const serverInfo = useQuery(serverInfoQuery(client));
  const locale = whoAmI.data?.locale;

  useEffect(() => {
    if (locale && locale !== i18n.language) void i18n.changeLanguage(locale);
  }, [i18n, locale]);

  const failure = realmRepresentation.error ?? serverInfo.error;
  if (failure) {
    console.error("Unable to load the console", failure);
    return (
      <I18nextProvider i18n={i18n} defaultNS={realm}>
        <FatalErrorDialog
          kind={fatalErrorKind(failure)}
          error={failure}
          onReload={reload}
          onSignOut={session.signOut}
        />
      </I18nextProvider>
    );
  }
  if (!ready || !whoAmI.data || realmRepresentation.data === undefined || !serverInfo.data) {
    return <LoadingScreen />;
  }

  return (
    <I18nextProvider i18n={i18n} defaultNS={realm}>
      <AccessProvider rights={heldRights(whoAmI.data.realm_access[realm]) ?? []}>
        <AppLayout>
          <Suspense fallback={<LoadingScreen />}>
            {realmRepresentation.data === null ? (
              <NotFoundPage />
            ) : (
              <AuthWall>
                <Outlet />
              </AuthWall>
            )}
          </Suspense>
        </AppLayout>
      </AccessProvider>
    </I18nextProvider>
  );
}
