import type { Page } from "@playwright/test";
import { openConsole } from "../support/fixtures";
import { type Action, type Subject, target, toast } from "../support/faults";
import { expect } from "../roles/roles-helpers";
import {
  adminClient,
  copyBrowserFlow,
  flowRoute,
  rowAction,
  stepRow,
  storedExecutions,
} from "../authentication/flow-editor-helpers";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of the flow editor: changing a step's requirement, adding a step, configuring
 * one and deleting one, each in a copy of the browser flow made for the case. The subject's id
 * is the copy's alias, its name the step acted on.
 */

const dialog = (page: Page) => page.getByRole("dialog");
const dialogFailure = (page: Page, title: string) =>
  dialog(page).getByRole("heading").filter({ hasText: title }).locator("..");

/** Copies the browser flow and opens it in the editor. */
async function openCopy(page: Page, realm: string, step: string): Promise<Subject> {
  const flow = await copyBrowserFlow(realm, "faults");
  await openConsole(page, flowRoute(realm, flow.id));
  await expect(stepRow(page, step).first()).toBeVisible();
  return { id: flow.alias, name: step };
}

const stepOf = async (realm: string, subject: Subject, providerId: string) =>
  (await storedExecutions(realm, subject.id)).filter(
    (execution) => execution.providerId === providerId && execution.level === 0,
  );

const chooseRequired = async (page: Page) => {
  await stepRow(page, "Kerberos")
    .getByRole("button", { name: /^Requirement of Kerberos/ })
    .click();
  await page.getByRole("option", { name: "Required" }).click();
};

export const flowEditorActions = {
  flowRequirementChange: {
    name: "flow editor: change a requirement",
    // A Kerberos provider another case adds to the realm makes the server turn Kerberos on in the
    // browser flow, so the copy's requirement before the change is read rather than assumed.
    prepare: async (page, realm) => {
      const subject = await openCopy(page, realm, "Kerberos");
      const [kerberos] = await stepOf(realm, subject, "auth-spnego");
      return { ...subject, typed: kerberos?.requirement ?? "" };
    },
    target: (realm, subject) =>
      target("PUT", realm, `authentication/flows/${subject.id}/executions$`),
    act: chooseRequired,
    failure: (page) => toast(page, "The requirement could not be changed"),
    unchanged: async (realm, subject) => {
      const [kerberos] = await stepOf(realm, subject, "auth-spnego");
      expect(kerberos?.requirement).toBe(subject.typed);
    },
    retry: async (page) => {
      await chooseRequired(page);
      await expect(toast(page, "The requirement of Kerberos is now Required")).toBeVisible();
    },
    stored: async (realm, subject) => {
      const [kerberos] = await stepOf(realm, subject, "auth-spnego");
      expect(kerberos?.requirement).toBe("REQUIRED");
    },
  },

  flowStepAdd: {
    name: "flow editor: add a step",
    prepare: async (page, realm) => {
      const subject = await openCopy(page, realm, "Cookie");
      await page.getByRole("button", { name: "Add step" }).click();
      await dialog(page).getByRole("textbox", { name: "Search by name" }).fill("Deny access");
      await dialog(page).getByRole("radio", { name: "Deny access", exact: true }).check();
      return subject;
    },
    target: (realm, subject) =>
      target("POST", realm, `authentication/flows/${subject.id}/executions/execution$`),
    act: (page) => dialog(page).getByRole("button", { name: "Add", exact: true }).click(),
    failure: (page) => dialogFailure(page, "The step could not be added"),
    kept: (page) =>
      expect(dialog(page).getByRole("radio", { name: "Deny access", exact: true })).toBeChecked(),
    unchanged: async (realm, subject) => {
      expect(await stepOf(realm, subject, "deny-access-authenticator")).toHaveLength(0);
    },
    retry: async (page, subject) => {
      await dialog(page).getByRole("button", { name: "Add", exact: true }).click();
      await expect(toast(page, `Deny access is added to ${subject.id}`)).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await stepOf(realm, subject, "deny-access-authenticator")).toHaveLength(1);
    },
  },

  flowStepConfigure: {
    name: "flow editor: configure a step",
    prepare: async (page, realm) => {
      const subject = await openCopy(page, realm, "Identity Provider Redirector");
      await rowAction(page, subject.name, "Configure");
      const typed = `redirect-${subject.id}`;
      await dialog(page)
        .getByRole("textbox", { name: /^Name of the configuration/ })
        .fill(typed);
      return { ...subject, typed };
    },
    target: (realm) => target("POST", realm, "authentication/executions/[^/]+/config$"),
    act: (page) => dialog(page).getByRole("button", { name: "Save", exact: true }).click(),
    failure: (page) => dialogFailure(page, "The changes could not be saved"),
    kept: (page, subject) =>
      expect(dialog(page).getByRole("textbox", { name: /^Name of the configuration/ })).toHaveValue(
        subject.typed ?? "",
      ),
    unchanged: async (realm, subject) => {
      const [step] = await stepOf(realm, subject, "identity-provider-redirector");
      expect(step?.authenticationConfig).toBeUndefined();
    },
    retry: async (page, subject) => {
      await dialog(page).getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(page, `The configuration of ${subject.name} is saved`)).toBeVisible();
    },
    stored: async (realm, subject) => {
      const [step] = await stepOf(realm, subject, "identity-provider-redirector");
      const client = await adminClient();
      const config = await client.authenticationManagement.getConfig({
        realm,
        id: step?.authenticationConfig ?? "",
      });
      expect(config.alias).toBe(subject.typed);
    },
  },

  flowStepDelete: {
    name: "flow editor: delete a step",
    prepare: async (page, realm) => {
      const subject = await openCopy(page, realm, "Kerberos");
      await rowAction(page, subject.name, "Delete");
      return subject;
    },
    target: (realm) => target("DELETE", realm, "authentication/executions/[^/]+$"),
    act: (page) => dialog(page).getByRole("button", { name: "Delete", exact: true }).click(),
    failure: (page) => dialogFailure(page, "The step could not be deleted"),
    unchanged: async (realm, subject) => {
      expect(await stepOf(realm, subject, "auth-spnego")).toHaveLength(1);
    },
    retry: async (page) => {
      await dialog(page).getByRole("button", { name: "Delete", exact: true }).click();
      await expect(toast(page, "Kerberos is deleted")).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await stepOf(realm, subject, "auth-spnego")).toHaveLength(0);
    },
  },
} satisfies Record<string, Action>;

type FlowEditorAction = keyof typeof flowEditorActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const flowEditorFaultCases: [FlowEditorAction, FaultName[]][] = [
  ["flowRequirementChange", ["500 with message", "connection failed"]],
  ["flowStepAdd", ["offline", "401 without body"]],
  ["flowStepConfigure", ["502 with error", "connection reset"]],
  ["flowStepDelete", ["500 without body", "503 without body"]],
];
