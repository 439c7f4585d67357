// What the browser scripts of the phone page share (page.mjs, table.mjs, join.mjs): their lines
// out, Chromium launched headless, axe-core's check of a page, and how a script ends (`done`, or
// `fail MESSAGE` and its stack on standard error).
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const axe = require('axe-core');

/** One line out, to the Rust test that reads them. */
export function say(line) {
  process.stdout.write(line + '\n');
}

/** Headless Chromium, with `extra` switches beside those every script needs. */
export function launch(extra = []) {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extra,
    ],
  });
}

/** axe-core over the page as it is (`axe STATE JSON`: its violations, none when clean). */
export async function check(page, state) {
  // Evaluated through the browser's debugging protocol: the page's own policy (no inline or
  // evaluated scripts) stays on.
  await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ') + ': ' + n.failureSummary),
    }));
  });
  say('axe ' + state + ' ' + JSON.stringify(violations));
}

/** Runs the script's `main`, then says `done`, or `fail` with why (also on standard error, so
 * that a test waiting on the game sees why the pages stopped). */
export function run(name, main) {
  main().then(
    () => {
      say('done');
      process.exit(0);
    },
    (e) => {
      const why = String(e && e.stack ? e.stack : e);
      console.error(name + ' failed: ' + why);
      say('fail ' + why.replace(/\n/g, ' | '));
      process.exit(1);
    },
  );
}
