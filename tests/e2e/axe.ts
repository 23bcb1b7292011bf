// axe-core in the browser: every screen at phone and desktop widths, serious and critical violations fail.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const WIDTHS = [
  { name: 'mobile', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  screen: string;
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

function report(violations: Violation[]) {
  return violations
    .map(
      (v) =>
        `${v.screen}: ${v.id} (${v.impact}) ${v.help}\n` + v.nodes.map((n) => `    ${n.target}\n      ${n.summary.replace(/\n\s*/g, '\n      ')}`).join('\n'),
    )
    .join('\n');
}

/** Waits until no finite CSS animation or transition runs (a fading dialog has no final colours yet). */
async function settle(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity));
}

/** Runs axe on what `page` shows, at each width, and adds its serious and critical violations to `found`. */
export async function audit(page: Page, screen: string, found: Violation[]) {
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await settle(page);
    // Evaluated, not added as a <script>: the app's Content-Security-Policy refuses inline scripts.
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async (tags) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
      }));
    }, TAGS);
    for (const v of violations) if (FAILING_IMPACTS.has(v.impact)) found.push({ screen: `${screen} @${size.width}px`, ...v });
  }
}

export function expectNone(found: Violation[]) {
  expect(found.length, `serious or critical accessibility violations:\n${report(found)}`).toBe(0);
}
