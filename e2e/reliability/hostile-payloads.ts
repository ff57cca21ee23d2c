import { expect, type Page } from "@playwright/test";

/**
 * Text an attacker (or a careless import) can store in the server. Each would run code, add markup
 * or mislead the reader if a page treated it as anything but text; the code it tries to run sets
 * the canary `window.hostileRan`. A later section adds its fields to the hostile-data spec; the
 * payloads stay the same for all of them.
 */
export interface Payload {
  /** What kind of attack, for failure messages. */
  kind: string;
  text: string;
}

export const payloads: readonly Payload[] = [
  { kind: "script tag", text: "<script>window.hostileRan=1</script>" },
  { kind: "event-handler attribute", text: '<img src=x onerror="window.hostileRan=1">' },
  { kind: "javascript: URL", text: "javascript:window.hostileRan=1//" },
  { kind: "data: URL", text: "data:text/html,<script>window.hostileRan=1</script>" },
  {
    kind: "SVG with script",
    text: '<svg onload="window.hostileRan=1"><script>window.hostileRan=1</script></svg>',
  },
  { kind: "right-to-left override", text: "invoice\u202Egpj.exe" },
  { kind: "very long string", text: `long-${"W".repeat(200)}-end` },
  { kind: "HTML entities", text: "&lt;b&gt;bold&lt;/b&gt; &amp; &#60;i&#62;" },
  { kind: "attribute break-out", text: '"><a href="javascript:window.hostileRan=1">open</a>' },
  // `${key}` is left out: the server's own texts use it to name a message, which the console (as
  // the server's pages) shows translated.
  {
    kind: "template and translation syntax",
    text: "{{constructor.constructor('window.hostileRan=1')()}} $t(users.title) {{- users.title}}",
  },
];

/** What the page did with the payloads, as seen from inside it. */
interface PageFindings {
  canary: boolean;
  handlerAttributes: string[];
  scriptLinks: string[];
  injectedElements: string[];
}

/**
 * Starts watching a page for alert, confirm and prompt dialogs, which an executed payload would
 * open. Returns the messages seen; `expectInert` checks the list is empty.
 */
export function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * Expects that nothing stored ran or became markup on the page: no canary, no dialog, no inline
 * event-handler attribute (React never writes one), no link to a `javascript:` or `data:`
 * address, and none of the elements the payloads carry. Content-Security-Policy violations,
 * which a payload turned into markup would report, fail the test through the browser watch.
 */
export async function expectInert(page: Page, dialogs: readonly string[], where: string) {
  const findings = await page.evaluate((): PageFindings => {
    const elements = [...document.querySelectorAll("*")];
    return {
      canary: (window as unknown as { hostileRan?: unknown }).hostileRan !== undefined,
      handlerAttributes: elements.flatMap((element) =>
        element
          .getAttributeNames()
          .filter((name) => name.toLowerCase().startsWith("on"))
          .map((name) => `${element.tagName.toLowerCase()}[${name}]`),
      ),
      scriptLinks: [...document.querySelectorAll("a[href], area[href]")]
        .map((link) => link.getAttribute("href") ?? "")
        // Browsers ignore spaces and control characters around and inside a scheme.
        .filter((href) => /^(javascript|data|vbscript):/i.test(href.replace(/[^!-~]/g, ""))),
      injectedElements: [
        ...document.querySelectorAll(
          'img[src="x"], svg[onload], iframe[src^="data:"], object, embed, body script:not([src]):not([type="application/json"])',
        ),
      ].map((element) => element.outerHTML.slice(0, 120)),
    };
  });
  expect(
    { ...findings, dialogs },
    `${where}: stored text ran, became markup or a script link`,
  ).toEqual({
    canary: false,
    handlerAttributes: [],
    scriptLinks: [],
    injectedElements: [],
    dialogs: [],
  });
}
