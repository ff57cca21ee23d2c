import type { Page } from "@playwright/test";
import { chooseSearched } from "../client-authorization/permission-helpers";
import { createGroup, enableAdminPermissions } from "../permissions/admin-permissions-seed";
import { expect, openConsole } from "../support/fixtures";
import { type Action, target, toast } from "../support/faults";
import { unique } from "../support/realms";
import { createRealmAdmin } from "../support/users";
import type { FaultName } from "./fault-cases";

/**
 * The fault case of the admin permissions (version 2) evaluator: running an evaluation of one
 * administrator on one group. It writes nothing, so only the answer shown and the kept choices are
 * checked. The admin-permissions client is kept in `others[0]`.
 */

const evaluateButton = (page: Page) => page.getByRole("button", { name: "Evaluate", exact: true });

const evaluationRun: Action = {
  name: "admin permissions evaluator: run",
  prepare: async (page, realm) => {
    const clientId = await enableAdminPermissions(realm);
    const group = unique("judged");
    await createGroup(realm, group);
    const username = unique("delegate");
    await createRealmAdmin(realm, username, []);
    await openConsole(page, `${realm}/permissions/${clientId}/evaluate`);
    await chooseSearched(page, "User", username);
    await page.getByRole("button", { name: /^Resource type/ }).click();
    await page.getByRole("option", { name: "Groups", exact: true }).click();
    await chooseSearched(page, "Groups object", group);
    return { id: group, name: group, typed: username, others: [clientId] };
  },
  target: (realm, subject) =>
    target(
      "POST",
      realm,
      `clients/${subject.others?.[0] ?? ""}/authz/resource-server/policy/evaluate$`,
    ),
  act: (page) => evaluateButton(page).click(),
  failure: (page) => toast(page, "The evaluation could not be run"),
  kept: async (page, subject) => {
    await expect(page.getByRole("combobox", { name: "User", exact: true })).toHaveValue(
      subject.typed ?? "",
    );
    await expect(page.getByRole("combobox", { name: "Groups object", exact: true })).toHaveValue(
      subject.name,
    );
  },
  unchanged: () => Promise.resolve(),
  // The failed run showed no results, so the decisions shown are the retry's.
  retry: async (page) => {
    await evaluateButton(page).click();
    await expect(
      page.getByRole("region", { name: "Evaluation results" }).getByText(/^Overall decision: /),
    ).toBeVisible();
    await expect(page.getByRole("grid", { name: "Decisions per scope" })).toBeVisible();
  },
  stored: () => Promise.resolve(),
};

export const adminPermissionsEvaluateActions = {
  adminPermissionsEvaluationRun: evaluationRun,
} satisfies Record<string, Action>;

/** The run against a status with a message, no answer in time, and a cut connection. */
export const adminPermissionsEvaluateFaultCases: [
  keyof typeof adminPermissionsEvaluateActions,
  FaultName[],
][] = [["adminPermissionsEvaluationRun", ["503 with message", "connection failed"]]];
