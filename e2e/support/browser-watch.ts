import type { BrowserContext, ConsoleMessage, Page } from "@playwright/test";

/** Something the browser reported that a working page never should. */
export interface BrowserProblem {
  kind: "console error" | "uncaught exception" | "content security policy violation";
  text: string;
  /** Address of the page (or script) it came from. */
  where: string;
}

interface AllowedProblem {
  /** Why the message is expected; shown nowhere, kept so nobody widens the list by accident. */
  reason: string;
  text: RegExp;
  /** Only on pages whose address matches: the server's own pages, never the console. */
  where: RegExp;
}

/**
 * Messages the server's own pages (login, consent, account console) produce while working as
 * intended. Only those pages may have entries, each with its reason; the console has none: any
 * error it logs fails the test. The pages of the Keycloak under test log nothing in these tests
 * (checked on sign-in, consent, impersonation into the account console, sign-out).
 *
 * The one entry is not the console's doing: its previews of an administrator's own style sheets
 * are frames sandboxed without scripts, and the scripts a test puts into every frame (fault
 * injection's, axe's) are refused there, each with this message. The console runs no script in
 * them; a payload that became a script there would be refused all the same.
 */
const allowed: AllowedProblem[] = [
  {
    reason: "a test's own script refused by a preview frame sandboxed without scripts",
    text: /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\.$/,
    where: /^about:srcdoc$/,
  },
];

function isAllowed(problem: BrowserProblem): boolean {
  return allowed.some((entry) => entry.text.test(problem.text) && entry.where.test(problem.where));
}

/** Name of the function the pages call to report a Content-Security-Policy violation. */
const reportBinding = "__reportSecurityPolicyViolation";

/**
 * Records console errors, uncaught exceptions and Content-Security-Policy violations of every page
 * of the context, including pages it opens later (pop-ups, new tabs). Returns the list it fills.
 */
export async function watchBrowser(context: BrowserContext): Promise<BrowserProblem[]> {
  const problems: BrowserProblem[] = [];
  const record = (problem: BrowserProblem) => {
    if (!isAllowed(problem)) problems.push(problem);
  };

  // The browser logs violations to the console too, but the event also catches those reported
  // without a message (e.g. from a report-only policy).
  await context.exposeBinding(reportBinding, ({ page }, text: string) => {
    record({ kind: "content security policy violation", text, where: page.url() });
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline code"} (${event.disposition})`,
      );
    });
  }, reportBinding);

  const watch = (page: Page) => {
    page.on("console", (message: ConsoleMessage) => {
      if (message.type() !== "error") return;
      record({
        kind: "console error",
        text: message.text(),
        where: message.location().url || page.url(),
      });
    });
    page.on("pageerror", (error) => {
      record({ kind: "uncaught exception", text: error.stack ?? error.message, where: page.url() });
    });
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  return problems;
}

/** One line per problem, for a test failure. */
export function describeProblems(problems: BrowserProblem[]): string {
  return problems
    .map((problem) => `- ${problem.kind} on ${problem.where}: ${problem.text}`)
    .join("\n");
}
