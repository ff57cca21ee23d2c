import type { Page } from "@playwright/test";
import { openConsole } from "../support/fixtures";
import { createResourceServer, readJson, resourceServerPath } from "./authorization-seed";

export { expect } from "../support/fixtures";

/** The client's resource server as the admin API holds it (settings, lists). */
export interface StoredResourceServer {
  policyEnforcementMode?: string;
  decisionStrategy?: string;
  allowRemoteResourceManagement?: boolean;
}

export interface StoredResource {
  _id: string;
  name: string;
  displayName?: string;
  uris?: string[];
  scopes?: { name: string }[];
  attributes?: Record<string, string[]>;
}

export interface StoredScope {
  id: string;
  name: string;
  displayName?: string;
}

/** Creates a resource server client named `clientId` and returns its internal id. */
export const seedResourceServer = (realm: string, clientId: string): Promise<string> =>
  createResourceServer(realm, clientId);

export const storedSettings = (realm: string, id: string): Promise<StoredResourceServer> =>
  readJson<StoredResourceServer>(resourceServerPath(realm, id));

/** The resources named exactly `name`, with their scopes. */
export const storedResources = (realm: string, id: string, name: string) =>
  readJson<StoredResource[]>(
    `${resourceServerPath(realm, id)}/resource?exactName=true&deep=true&name=${encodeURIComponent(name)}`,
  );

export const storedScopes = (realm: string, id: string) =>
  readJson<StoredScope[]>(`${resourceServerPath(realm, id)}/scope?max=100`);

/** Opens one of the client's authorization tabs as the master administrator. */
export const openAuthorizationTab = (page: Page, realm: string, id: string, tab: string) =>
  openConsole(page, `${realm}/clients/${id}/authorization/${tab}`);

/** Chooses a JSON file holding `text` in the settings tab's import. */
export const chooseImportFile = (page: Page, text: string) =>
  page.locator('input[type="file"]').setInputFiles({
    name: "resource-server.json",
    mimeType: "application/json",
    buffer: Buffer.from(text),
  });
