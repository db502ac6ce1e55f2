import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * With SHOTS_DIR=<folder>, keeps a screenshot for a person to look at. A modal dialog is fixed to the
 * viewport: shoot it with fullPage false, as the visitor sees it; pages are shot whole.
 */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  // A whole page as a visitor would see it scrolling through: sections laid out only when they come near
  // (content-visibility: auto, storefront.css) would otherwise be blank below the first screen.
  if (fullPage) await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage });
}
