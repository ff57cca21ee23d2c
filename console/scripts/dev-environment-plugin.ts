import type { Plugin } from "vite";
import { devEnvironment, environmentPlaceholder } from "./environment";

/** In `vite` development, fills the environment block with the local server's values. */
export function devEnvironmentPlugin(): Plugin {
  return {
    name: "gatehouse-dev-environment",
    apply: "serve",
    transformIndexHtml(html) {
      const keycloakUrl = (
        process.env.KEYCLOAK_URL ?? `http://localhost:${process.env.KC_PORT ?? "8080"}`
      ).replace(/\/+$/, "");
      return html.replace(
        environmentPlaceholder,
        JSON.stringify(devEnvironment(keycloakUrl), null, 2),
      );
    },
  };
}
