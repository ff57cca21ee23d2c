import type { Locator, Page } from "@playwright/test";
import { gatehouseNotFound } from "./selectors/gatehouse";

const probeTimeoutMs = 60_000;
const settleTimeoutMs = 15_000;

/**
 * Whether Gatehouse has the page at `url`: undefined when the page's readiness locator shows,
 * else what it shows instead (its 'Page Not Found' screen, or another page whose route happens
 * to match the address). The page is loaded from scratch so nothing from a previous page is on
 * screen, and left to settle before a verdict.
 */
export async function missingPageReason(
  page: Page,
  url: string,
  ready: Locator,
  heading: RegExp,
): Promise<string | undefined> {
  // Addresses that differ only after the hash would not load a new document, and the previous
  // probe's screen (a Page Not Found) would answer for this one: start from a blank page.
  await page.goto("about:blank");
  await page.goto(url);
  const notFound = gatehouseNotFound(page);
  const otherPage = page.getByRole("heading", { level: 1 }).filter({ hasNotText: heading });
  const expectedPage = page.getByRole("heading", { level: 1, name: heading });
  try {
    await ready
      .or(notFound)
      .or(otherPage)
      .or(expectedPage)
      .first()
      .waitFor({ timeout: probeTimeoutMs });
  } catch {
    return `nothing recognisable within ${String(probeTimeoutMs / 1000)} s`;
  }
  if (await ready.isVisible()) return undefined;
  if (await notFound.first().isVisible()) return "shows its Page Not Found screen";
  // Whatever shows may still give way to the page (a lazy chunk, a slow list): allow it a while.
  try {
    await ready.waitFor({ timeout: settleTimeoutMs });
    return undefined;
  } catch {
    if (await otherPage.first().isVisible()) {
      const text = ((await otherPage.first().textContent()) ?? "").trim();
      return `no such page yet: the address shows "${text}"`;
    }
    if (await expectedPage.first().isVisible())
      return "the page exists, but not the part this scenario measures";
  }
  return "its readiness selector never became visible";
}
