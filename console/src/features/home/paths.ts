import { realmRootPath } from "@/shared/paths/realm-root-paths";
import { routePath } from "@/shared/paths/route-path";

/** The home page's tabs, in the order they show. */
export const homeTabs = ["welcome", "info", "providers"] as const;
export type HomeTab = (typeof homeTabs)[number];

export interface HomeParams {
  realm: string;
  tab?: HomeTab;
}

export const homePath = realmRootPath;
export const homeTabPath = "/:realm/:tab";

/** Link to a realm's home, optionally to one of its tabs. */
export const toHome = ({ realm, tab }: HomeParams): string =>
  tab === undefined ? routePath(homePath, { realm }) : routePath(homeTabPath, { realm, tab });
