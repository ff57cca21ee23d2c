import { routePath } from "@/shared/paths/route-path";

/** The branding Phase Two's extensions read from realm attributes; without a tab it opens general. */
export const extStylesPath = "/:realm/ext-styles";
export const extStylesTabPath = "/:realm/ext-styles/:tab";

export const extStylesTabs = ["general", "login", "email", "portal"] as const;
export type ExtStylesTab = (typeof extStylesTabs)[number];

export interface ExtStylesParams {
  realm: string;
  tab?: ExtStylesTab;
}

/** Link to one tab of the styles page, general unless another is named. */
export const toExtStyles = ({ realm, tab = "general" }: ExtStylesParams): string =>
  routePath(extStylesTabPath, { realm, tab });
