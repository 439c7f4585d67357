// Several players' phones in headless Chromium, each its own browser context (its own storage,
// as its own phone), joined to a Vigie's page: for a whole game played against the real binary,
// and for the latency bench (tests/tests/phone_game.rs).
//
//   node table.mjs JOIN_URL NAME[:LANG]...
//
// Each NAME joins the seat of that name; with `:LANG` (`fr`, `en`) its page then chooses that
// language in its settings. Lines out (stdout): `joined` once every page holds its seat;
// `chose NAME` each time a page answered the question it was asked (the first option that is not
// one of VIGIE_NEVER's, confirmed); at the end `frames NAME JSON` (every WebSocket frame each page received),
// `listed NAME N` (the pieces of news its list shows), `sent NAME JSON` (each answer the page
// sent, `{at, offer, option}`, and each answer or refusal it got back, `{at, type, offer}`,
// `at` in epoch milliseconds), `lang NAME CODE` (the page's language at the end),
// `latencies JSON` (for each new message in a page's live region, the milliseconds from the
// moment Vigie handed it to the server to the moment the region said it), `fail MESSAGE` and
// `done`. Lines in (stdin): `play` (answer every question asked), `stop` (print and end).
import { createInterface } from 'node:readline';
import { launch, run, say } from './common.mjs';

const [joinUrl, ...names] = process.argv.slice(2);
// Options a page never chooses (VIGIE_NEVER, a JSON list of their words).
const never = JSON.parse(process.env.VIGIE_NEVER || '[]');
let playing = false;
let stopping = null;
const stopped = new Promise((resolve) => {
  stopping = resolve;
});
createInterface({ input: process.stdin }).on('line', (l) => {
  if (l === 'play') playing = true;
  if (l === 'stop') stopping();
});

async function phone(browser, seat) {
  const [name, lang] = seat.split(':');
  // A browser in English: a page that reads French chooses it in its settings once joined.
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  const frames = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => frames.push(String(f.payload))));
  // Each change of the live regions (the player's own, and the table's news), with the moment
  // Vigie handed the message over.
  await page.addInitScript(() => {
    window.vigieLatencies = [];
    const watch = () => {
      for (const id of ['said', 'heard']) {
        const region = document.getElementById(id);
        if (!region) continue;
        new MutationObserver(() => {
          const sent = Number(region.dataset.sentAt);
          if (region.textContent && sent > 0) window.vigieLatencies.push(Date.now() - sent);
        }).observe(region, { childList: true, characterData: true, subtree: true });
      }
    };
    document.addEventListener('DOMContentLoaded', watch);
    // Each answer the page sends, and Vigie's answer to it, with the moment (epoch ms).
    window.vigieSent = { sent: [], got: [] };
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args) {
        super(...args);
        this.addEventListener('message', (ev) => {
          const at = Date.now();
          try {
            const f = JSON.parse(ev.data);
            if (f.type === 'accepted' || f.type === 'choice_refused') {
              window.vigieSent.got.push({ at, type: f.type, offer: f.offer });
            }
          } catch (_) {
            // Not a frame of ours.
          }
        });
      }
      send(data) {
        try {
          const f = JSON.parse(data);
          if (f.type === 'choose') window.vigieSent.sent.push({ at: Date.now(), offer: f.offer, option: f.option });
        } catch (_) {
          // Not a frame of ours.
        }
        return super.send(data);
      }
    };
  });
  await page.goto(joinUrl);
  await page.getByRole('button', { name, exact: true }).click();
  await page.locator('#secrets').waitFor();
  if (lang) {
    await page.locator('#lang').selectOption(lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  }
  return { name, page, frames };
}

// How long an option or the confirm button may stay hidden before the question counts as gone
// (a page answers within milliseconds; a busy machine can take a second).
const GONE_AFTER = 3000;
// Questions gone while answered, in a row, before a page counts as broken.
const MISSED_AT_MOST = 20;

// The first option of the question shown, confirmed; true when a question was answered.
async function answer(p) {
  const open = await p.page.evaluate(() => {
    // Open, and not answered yet (in any language the page reads).
    const form = document.getElementById('choice');
    const sent = document.getElementById('confirm').getAttribute('aria-disabled') === 'true';
    return !form.hidden && !sent && document.querySelectorAll('#options input').length > 0;
  });
  if (!open) return false;
  // The first option but those never chosen (taking back one's readiness).
  const labels = await p.page.locator('#options label').allTextContents();
  const pick = labels.findIndex((l) => !never.includes(l.trim()));
  if (pick < 0) return false;
  // The question may go while the player answers it (another player's answer ended it, or
  // asked it again with new words): as a player would, the page then answers what it shows
  // next, rather than waiting for an option that is gone.
  try {
    await p.page.locator('#options input').nth(pick).check({ timeout: GONE_AFTER });
    await p.page.locator('#confirm').click({ timeout: GONE_AFTER });
  } catch (e) {
    // Told on standard error; a page that can answer nothing, many times over, fails.
    p.missed = (p.missed || 0) + 1;
    console.error('table.mjs: ' + p.name + "'s question went while answered (" + p.missed + ' in a row): ' + String(e).split('\n')[0]);
    if (p.missed >= MISSED_AT_MOST) throw e;
    return false;
  }
  p.missed = 0;
  return true;
}

async function main() {
  const browser = await launch([
    // Six pages in the background keep their timers: the bench measures the page, not
    // Chromium's throttling of hidden tabs.
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
  ]);
  try {
    const phones = [];
    for (const name of names) phones.push(await phone(browser, name));
    say('joined');
    let done = false;
    stopped.then(() => {
      done = true;
    });
    while (!done) {
      if (playing) {
        for (const p of phones) {
          if (await answer(p)) say('chose ' + p.name);
        }
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const latencies = [];
    for (const p of phones) {
      latencies.push(...(await p.page.evaluate(() => window.vigieLatencies)));
      say('frames ' + p.name + ' ' + JSON.stringify(p.frames));
      say('listed ' + p.name + ' ' + (await p.page.locator('#news-list li:not(.moment)').count()));
      say('sent ' + p.name + ' ' + JSON.stringify(await p.page.evaluate(() => window.vigieSent)));
      say('lang ' + p.name + ' ' + (await p.page.evaluate(() => document.documentElement.lang)));
    }
    say('latencies ' + JSON.stringify(latencies));
  } finally {
    await browser.close();
  }
}

run('table.mjs', main);
