import type { Locator, Page } from "@playwright/test";
import type { Ids, PageAction } from "./limited-actions";

/** A page of a built section as the limited-administrator check visits it. */
export interface BuiltPage {
  name: string;
  route: (ids: Ids) => string;
  /**
   * The page's own heading (a pattern for one that names what another page may change, the
   * realm's display name): once it shows, the page (not the one before) is on screen.
   */
  heading: string | RegExp;
  /** The rights the spec requires, all of them. */
  access: string[];
  /**
   * Rights the spec requires one of, besides `access`: holding none, the page names them all (any
   * one would do).
   */
  accessAny?: string[];
  /** The navigation link that leads here, for list pages. */
  navLink?: string;
  /** Rights the navigation link needs besides the page's own (`access`). */
  navAlsoNeeds?: string[];
  /**
   * The right the server wants for the object itself (fine-grained permissions aside), or a list
   * of which any one does: without it the console cannot know ahead, asks, and must then say the
   * object is not open to them.
   */
  objectNeeds?: string | readonly string[];
  /** The object's paths in the API, which the page asks for and the server then refuses. */
  objectPath?: (ids: Ids) => string | string[];
  /**
   * Rights the server wants for the page's data beyond the spec's (`access`): the console knows
   * ahead, asks for nothing without them, and names them as it names missing route rights.
   */
  serverNeeds?: string[];
  actions?: PageAction[];
  /**
   * What shows once the page has loaded what its actions depend on (a tab's table or its empty
   * state), when the heading shows before that.
   */
  shown?: (page: Page) => Locator;
}
