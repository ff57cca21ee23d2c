import { Tab, Tabs, TabTitleText } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { Navigate, useNavigate, useParams } from "react-router";

export interface RoutedTab<TKey extends string> {
  /** The tab's name in the address. */
  key: TKey;
  /** Translated title. */
  title: string;
  /**
   * Whether this administrator, realm and server have the tab (rights, features, realm settings);
   * a hidden tab is not rendered at all. `"unknown"` while that is still loading: the tab stays
   * hidden, but an address naming it is left alone until the answer is in. Shown when left out.
   */
  isShown?: boolean | "unknown";
  /** What the tab shows; mounted when the tab is entered and unmounted when it is left. */
  content: ReactNode;
}

export interface RoutedTabsProps<TKey extends string> {
  /** Translated accessible name of the tab list. */
  ariaLabel: string;
  /** The tabs in their order, hidden ones included (with `isShown: false`). */
  tabs: readonly RoutedTab<TKey>[];
  /** The address that opens a tab, e.g. `(tab) => toUser({ realm, id, tab })`. */
  linkTo: (tab: TKey) => string;
  /** The route parameter that names the tab; `tab` when left out. */
  param?: string;
  /**
   * The tab the address names when it is not a route parameter (a query parameter, where the path
   * is taken, as by the group trail); `param` is then not read.
   */
  requested?: string | undefined;
}

/**
 * Tabs whose active tab is part of the address (`:tab`), so Back, reload and a shared link open
 * the same tab. An address without a tab opens the first shown tab; one naming an unknown or hidden
 * tab is replaced by the first shown tab's address, so Back does not return to a tab that cannot
 * show.
 *
 * @example
 * ```tsx
 * <RoutedTabs
 *   ariaLabel={t("users.details.tabs")}
 *   linkTo={(tab) => toUser({ realm, id, tab })}
 *   tabs={[
 *     { key: "settings", title: t("users.details.tab"), content: <UserDetailsForm user={user} /> },
 *     { key: "sessions", title: t("users.sessions.tab"), isShown: viewUsers, content: <SessionsTab user={user} /> },
 *   ]}
 * />
 * ```
 */
export function RoutedTabs<TKey extends string>({
  ariaLabel,
  tabs,
  linkTo,
  param = "tab",
  requested: requestedElsewhere,
}: RoutedTabsProps<TKey>) {
  const navigate = useNavigate();
  const fromPath = useParams()[param];
  const requested = requestedElsewhere ?? fromPath;
  const shown = tabs.filter((tab) => tab.isShown === undefined || tab.isShown === true);
  const first = shown[0];
  if (first === undefined) return null;

  const match = shown.find((tab) => tab.key === requested);
  const stillLoading = tabs.some((tab) => tab.key === requested && tab.isShown === "unknown");
  const active = match ?? first;
  const replaceAddress = requested !== undefined && match === undefined && !stillLoading;

  return (
    <>
      {replaceAddress && <Navigate to={linkTo(first.key)} replace />}
      <Tabs
        activeKey={active.key}
        // The name belongs on the tab list itself; on Tabs' outer element no one would hear it.
        tabListAriaLabel={ariaLabel}
        mountOnEnter
        unmountOnExit
        onSelect={(_event, key) => {
          const chosen = shown.find((tab) => tab.key === key);
          if (chosen !== undefined && chosen !== active) void navigate(linkTo(chosen.key));
        }}
      >
        {shown.map((tab) => (
          <Tab key={tab.key} eventKey={tab.key} title={<TabTitleText>{tab.title}</TabTitleText>}>
            {tab.content}
          </Tab>
        ))}
      </Tabs>
    </>
  );
}
