import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';

/** Collects what the browser reports about the page's Content-Security-Policy: console errors and violation events. */
export async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

/** Makes every test of the file (or describe block) fail when its page reports a policy violation. */
export function failOnPolicyViolations(): void {
  let violations: string[] = [];
  test.beforeEach(async ({ page }) => {
    violations = await watchPolicy(page);
  });
  test.afterEach(() => {
    expect(violations, 'Content-Security-Policy violations reported by the browser').toEqual([]);
  });
}

/**
 * Whether a page answered from its rendered copy may run every inline script it holds: the policy names each one's
 * SHA-256 (the browser's own check, made here on the bytes it was sent) and no nonce.
 */
export function inlineScriptsUnhashed(html: string, policy: string): string[] {
  const scriptSrc =
    policy
      .split('; ')
      .find((directive) => directive.startsWith('script-src '))
      ?.split(' ') ?? [];
  const missing: string[] = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/(?:^|\s)src\s*=/i.test(attributes!)) continue;
    const hash = `'sha256-${createHash('sha256').update(text!, 'utf8').digest('base64')}'`;
    if (!scriptSrc.includes(hash)) missing.push(text!.slice(0, 80));
  }
  return missing;
}
