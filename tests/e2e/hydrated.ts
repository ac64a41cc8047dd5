import type { Page } from '@playwright/test';

/**
 * Resolves once every island on the page has hydrated (Astro removes an island's `ssr`
 * attribute when its component has mounted). Islands hydrate on `client:idle`, which a
 * loaded machine can delay by seconds: wait for it rather than for a fixed time.
 */
export async function hydrated(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, undefined, { timeout });
}
