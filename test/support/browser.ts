import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { ROOT } from "./lang";

export const CHROMIUM = "/usr/bin/chromium";
export const SCREENSHOT_DIR = path.join(ROOT, "test-output/screenshots");

/** Debian's chromium, headless, without the background traffic this machine refuses. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (.ci/run does)`);
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/** Loads a page, screenshots one element into SCREENSHOT_DIR, and returns the page's script errors. */
export async function shoot(page: Page, html: string, selector: string, file: string): Promise<string[]> {
  const errors: string[] = [];
  const onError = (error: Error) => errors.push(error.message);
  page.on("pageerror", onError);
  await page.setContent(html, { waitUntil: "load" });
  await page.locator(selector).screenshot({ path: path.join(SCREENSHOT_DIR, file) });
  page.off("pageerror", onError);
  return errors;
}

/**
 * A chromium page for the tests of the enclosing describe: launched before them, closed after. The
 * returned page forwards to the real one once it exists.
 */
export function browserPage(viewport: { width: number; height: number }): Page {
  let browser: Browser | undefined;
  let real: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    real = await browser.newPage({ viewport });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return new Proxy({} as Page, {
    get(_target, key) {
      if (!real) throw new Error("the browser page is used before the tests start");
      const value: unknown = Reflect.get(real, key);
      return typeof value === "function" ? value.bind(real) : value;
    },
  });
}
