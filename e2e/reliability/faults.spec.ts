import { type Action, Faults } from "../support/faults";
import { expect, test } from "../support/fixtures";
import { actions, faultCases, type FaultKind, faultKinds, type FaultName } from "./fault-cases";

/** A fault the server answers (a status), as opposed to one where no answer comes at all. */
const isAnswered = (name: FaultName): boolean => {
  const { fault } = faultKinds[name];
  return fault !== "offline" && fault.kind === "status";
};

/**
 * Each action meets one of its row's two faults: an answered one on even rows, an unanswered one
 * on odd rows. Both kinds still meet lists, saves and deletes of many sections, and every fault
 * kind is met; meeting both faults on every action doubled the family's time for checks that are
 * the shared alerts' and admin client's, the same on every page.
 */
const chosenCases = faultCases.map(
  ([actionName, faultNames], row): [typeof actionName, FaultName] => {
    const wantAnswered = row % 2 === 0;
    const chosen = faultNames.find((name) => isAnswered(name) === wantAnswered) ?? faultNames[0];
    if (chosen === undefined) throw new Error(`The fault row of ${actionName} names no fault`);
    return [actionName, chosen];
  },
);

/**
 * Fault injection: each case makes one request of an action fail, then checks what the
 * administrator sees, that nothing typed is lost, that trying again works once the fault has
 * passed, and that the server took the write exactly once. The cases are rows of fault-cases.ts.
 */
test.describe("fault injection", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ mode: "parallel", timeout: 120_000 });

  for (const [actionName, faultName] of chosenCases) {
    const action: Action = actions[actionName];
    const kind: FaultKind = faultKinds[faultName];
    test(`${action.name} – ${kind.name}: shows why, keeps the input, retries once`, async ({
      page,
      realm,
      browserWatch,
    }) => {
      const faults = await Faults.on(page, browserWatch);
      const subject = await action.prepare(page, realm);
      const target = action.target(realm, subject);
      const before = faults.reached(target).length;
      const tries = action.tries ?? 1;
      if (kind.fault === "offline") await faults.goOffline();
      else faults.inject(target, kind.fault, kind.lasting === true ? Infinity : tries);

      await action.act(page, subject);
      const failure = action.failure(page, subject);
      await expect(failure).toBeVisible();
      for (const why of kind.why) await expect(failure).toContainText(why);
      if (kind.fault === "offline") {
        await faults.comeBack();
      } else if (kind.lasting === true) {
        expect(faults.failed(target).length).toBeGreaterThan(0);
        faults.clear();
      } else {
        // The console made exactly the tries it should, and no more.
        expect(faults.failed(target)).toHaveLength(tries);
        expect(faults.pending()).toBe(0);
      }
      expect(faults.reached(target)).toHaveLength(before);
      await action.kept?.(page, subject);
      await action.unchanged(realm, subject);

      await action.retry(page, subject);
      await action.stored(realm, subject);
      expect(faults.reached(target).length - before).toBe(1);
    });
  }
});
