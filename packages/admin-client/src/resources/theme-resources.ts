import type { KeycloakAdminClient } from "../client.js";
import { Resource } from "../core/resource.js";
import type { ThemeMessageRepresentation, ThemeType } from "../defs/theme-resources.js";

/** Theme message bundles merged with the realm's localization texts (`{base}/resources`). */
export class ThemeResources extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/resources/{realm}" });
  }

  /** The messages of a theme type in one locale; `theme` picks a theme, `source` adds where each came from. */
  findMessages = this.makeRequest<
    {
      themeType: ThemeType | (string & Record<never, never>);
      locale: string;
      theme?: string;
      source?: boolean;
    },
    ThemeMessageRepresentation[]
  >({
    method: "GET",
    path: "/{themeType}/{locale}",
  });
}
