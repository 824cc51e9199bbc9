/**
 * axe-core accessibility checks for the browser tests. axe is evaluated through the DevTools
 * protocol rather than added as a <script>: the site's Content-Security-Policy refuses inline
 * scripts, and the tests run under the policy the site really sends.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeRun = (context: string) => Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }>;

/**
 * The violations axe finds inside `selector`, each as "rule (count: first targets)"; with
 * `seriousOnly`, only serious and critical ones.
 */
export async function axeViolations(page: Page, selector: string, options: { seriousOnly?: boolean } = {}): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (context) => {
    const run = (window as unknown as { axe: { run: AxeRun } }).axe.run;
    return (await run(context)).violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      count: violation.nodes.length,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
  }, selector);
  return violations
    .filter((violation) => !options.seriousOnly || violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.count}: ${violation.targets.join(', ')})`);
}
