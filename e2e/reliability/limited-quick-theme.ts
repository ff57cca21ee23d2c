import type { BuiltPage } from "./limited-pages";

/**
 * The themes tab's quick theme, as limited administrators open it. It has no action to press: the
 * download builds a file in the browser and sends nothing to the server.
 */
export const quickThemePages: BuiltPage[] = [
  {
    name: "realm quick theme",
    heading: "Realm settings",
    route: () => "realm-settings/themes/quick-theme",
    access: ["view-realm"],
    shown: (page) => page.getByRole("textbox", { name: /^Theme name/ }),
  },
];
