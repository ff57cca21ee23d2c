import { routePath } from "./route-path";

/** Link to the realm settings' themes tab, where the realm's login and e-mail themes are chosen. */
export const toRealmThemes = ({ realm }: { realm: string }): string =>
  routePath("/:realm/realm-settings/:tab", { realm, tab: "themes" });
