// Drives Vigie's phone page in headless Chromium, in step with the Rust test that runs the
// server (tests/tests/phones_page.rs), and checks every state of the page with axe-core.
//
//   node page.mjs JOIN_URL
//
// Lines out (stdout): `at STEP` (then waits for a line `go` on stdin, once the test has set the
// server's state), `axe STATE JSON` (the violations found), `frames PAGE JSON` (every WebSocket
// frame the page received), `crosssite JSON` (what a page of another site and a rebound name
// got), `moved TEXT` (what a page says once its seat moved to another device), `fail MESSAGE`,
// and `done`.
import { createInterface } from 'node:readline';
import { check, launch, run, say } from './common.mjs';

const joinUrl = process.argv[2];
const lines = createInterface({ input: process.stdin });
const waiting = [];
lines.on('line', (l) => {
  const w = waiting.shift();
  if (w) w(l);
});
async function step(name) {
  say('at ' + name);
  const answer = await new Promise((resolve) => waiting.push(resolve));
  if (answer !== 'go') throw new Error('the test said ' + answer + ' at ' + name);
}

function record(page, frames) {
  page.on('websocket', (ws) => {
    ws.on('framereceived', (f) => frames.push(String(f.payload)));
  });
}

const text = (page, selector) => page.locator(selector).innerText();

async function main() {
  const browser = await launch([
    // A name that leads to this computer, as a DNS rebinding would make it.
    '--host-resolver-rules=MAP rebind.example 127.0.0.1',
    // Requests from a public site to this computer are let through, as in browsers that do
    // not guard the local network: the server alone must refuse them.
    '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults',
  ]);
  try {
    // Two phones: two contexts, each with its own storage, each browser in English (the page
    // opens in the browser's language when Vigie speaks it).
    const red = await browser.newContext({ locale: 'en-US' });
    const blue = await browser.newContext({ locale: 'en-US' });
    const redFrames = [];
    const blueFrames = [];
    let a = await red.newPage();
    const b = await blue.newPage();
    record(a, redFrames);
    record(b, blueFrames);

    // A page of another site, which knows the join address (key included): it cannot join,
    // nor open the seats' WebSocket; a rebound name gets nothing either.
    const base = joinUrl.replace(/#.*$/, '');
    const key = joinUrl.replace(/^[^#]*#/, '');
    const evil = await browser.newContext();
    await evil.route('http://evil.example/**', (r) =>
      r.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Another site</title><p>Hello</p>' }),
    );
    const e = await evil.newPage();
    await e.goto('http://evil.example/');
    const crosssite = await e.evaluate(
      async ([base, key]) => {
        const out = {};
        const body = JSON.stringify({ key: key, seat: 0, device: 'evil' });
        // A simple request, sent without asking: the server must refuse it.
        try {
          await fetch(base + 'join', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: body });
          out.plain = 'sent';
        } catch (err) {
          out.plain = 'blocked';
        }
        try {
          await fetch(base + 'join', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: body });
          out.json = 'read';
        } catch (err) {
          out.json = 'blocked';
        }
        out.ws = await new Promise((resolve) => {
          const ws = new WebSocket(base.replace(/^http/, 'ws') + 'ws');
          ws.onopen = () => resolve('opened');
          ws.onclose = () => resolve('refused');
        });
        return out;
      },
      [base, key],
    );
    const rebound = await e.goto(base.replace('127.0.0.1', 'rebind.example'));
    crosssite.rebound = rebound ? rebound.status() : 0;
    await evil.close();
    say('crosssite ' + JSON.stringify(crosssite));
    await step('crosssite');

    // Joining: the address carries the join key, the page lists the seats.
    await a.goto(joinUrl);
    await a.locator('#seat-list button').first().waitFor();
    await check(a, 'joining');
    await a.getByRole('button', { name: 'Red', exact: true }).click();
    await a.locator('#secrets').waitFor();
    await a.waitForFunction(() => document.querySelector('#said').textContent.length > 0);
    await check(a, 'waiting');
    await b.goto(joinUrl);
    await b.getByRole('button', { name: 'Blue', exact: true }).click();
    await b.locator('#secrets').waitFor();

    await step('waiting');
    await a.locator('#secret-list li').first().waitFor();
    await b.locator('#secret-list li').first().waitFor();
    const news = await text(a, '#said');
    const shown = await text(a, '#secret-list');
    if (!shown.includes(news)) throw new Error('the live region said ' + news + ' but the list shows ' + shown);
    say('news ' + JSON.stringify(news));
    // The table's news and this seat's own secret, marked, in the news list under the turn's
    // heading; the table's news said politely.
    await a.waitForFunction(() => document.querySelectorAll('#news-list li:not(.moment)').length === 2);
    const words = await a.evaluate(() => JSON.parse(document.getElementById('words').textContent));
    const listed = () => a.evaluate(() => Array.from(document.querySelectorAll('#news-list li'), (li) => li.innerText));
    say('news list ' + JSON.stringify(await listed()));
    say('heard ' + JSON.stringify(await text(a, '#heard')));
    await check(a, 'secret');
    // The player reads somewhere: nothing that comes moves them.
    await a.evaluate(() => document.activeElement && document.activeElement.blur());

    await step('turn');
    await a.locator('#turn:not([hidden])').waitFor();
    await a.waitForFunction((w) => document.querySelector('#said').textContent === w, words.your_turn);
    say('turn ' + JSON.stringify(await text(a, '#now')));
    await check(a, 'turn');
    // Newest first, as a setting of this phone.
    await a.getByLabel(words.newest_first).check();
    say('newest first ' + JSON.stringify(await listed()));
    await check(a, 'newest-first');
    await a.evaluate(() => document.activeElement && document.activeElement.blur());
    // Blue's page in French, whatever the table speaks: its words come from Vigie in French,
    // the choice is kept on the phone; then back to English.
    await b.locator('#lang').selectOption('fr');
    await b.waitForFunction(() => document.documentElement.lang === 'fr');
    say('french ' + JSON.stringify(await text(b, '#settings-heading')));
    await check(b, 'french');
    const kept = await b.evaluate(() => JSON.parse(localStorage.getItem('vigie-phone-settings')).lang);
    say('french kept ' + JSON.stringify(kept));
    await b.locator('#lang').selectOption('en');
    await b.waitForFunction(() => document.documentElement.lang === 'en');
    say('english again ' + JSON.stringify(await text(b, '#settings-heading')));

    // Reviews: the game's reviews offered, one asked by its button; the answer is said politely
    // and shown, and the focus stays on the button pressed.
    await step('reviews');
    await a.waitForFunction(() => document.querySelectorAll('#review-buttons button').length === 6);
    await check(a, 'reviews');
    const tokens = a.getByRole('button', { name: words.review_tokens, exact: true });
    await tokens.click();
    await step('reviewed');
    await a.waitForFunction(() => document.querySelector('#review-answer').textContent.includes('RED review'));
    const after = await a.evaluate(() => document.activeElement && document.activeElement.dataset.review);
    if (after !== 'tokens') throw new Error('the answer took the focus from its button to ' + after);
    const live = await a.evaluate(() => document.querySelector('#review-answer').getAttribute('aria-live'));
    say('review ' + JSON.stringify({ answer: await text(a, '#review-answer'), live: live }));
    await check(a, 'review-answer');
    // A location by its number; refused here, in the page's own words.
    await a.getByLabel(words.review_location_label).selectOption('3');
    await a.getByRole('button', { name: words.review_location, exact: true }).click();
    await step('location');
    await a.waitForFunction((w) => document.querySelector('#review-answer').textContent === w, words.review_no_game);
    say('review refused ' + JSON.stringify(await text(a, '#review-answer')));
    await check(a, 'review-refused');
    await a.evaluate(() => document.activeElement && document.activeElement.blur());

    await step('secret');
    await a.locator('#choice:not([hidden])').waitFor();
    await b.locator('#choice:not([hidden])').waitFor();
    const focus = await a.evaluate(() => (document.activeElement === document.body ? 'body' : document.activeElement.id));
    if (focus !== 'body') throw new Error('a new question took the focus to ' + focus);
    await check(a, 'ballot');
    await check(b, 'destination');
    // Closed mid-ballot (an option picked, not confirmed), then opened again once the table
    // has news meanwhile: what was missed is said in one line, and the list holds it.
    await a.locator('#options input').nth(0).check();
    const question = await text(a, '#question');
    await a.close();
    await step('asleep');
    a = await red.newPage();
    record(a, redFrames);
    await a.goto(joinUrl.replace(/#.*$/, ''));
    await a.locator('#choice:not([hidden])').waitFor();
    const summary = words.news_missed + ' 2.';
    await a.waitForFunction((w) => document.querySelector('#heard').textContent.includes(w), summary);
    say('back ' + JSON.stringify(await text(a, '#heard')));
    say('back list ' + JSON.stringify(await listed()));
    say('back newest first ' + (await a.locator('#newest-first').isChecked()));
    await check(a, 'back');
    const again = await text(a, '#question');
    if (again !== question) throw new Error('the ballot came back as ' + again + ', not ' + question);
    say('ballot back ' + JSON.stringify(again));
    await a.getByRole('radio').nth(1).check();
    await a.getByRole('button', { name: await text(a, '#confirm'), exact: true }).click();

    await step('chose');
    await a.waitForFunction(() => document.querySelector('#choice').hidden);
    say('news ' + JSON.stringify(await text(a, '#said')));
    // The address bar no longer holds the join key.
    if ((await b.evaluate(() => location.hash)) !== '') throw new Error('the join key stayed in the address');

    // Blue's token copied to another device: the seat moves there, and Blue's page says so.
    const held = await b.evaluate(() => localStorage.getItem('vigie-phone'));
    const thief = await browser.newContext({ locale: 'en-US' });
    await thief.addInitScript((h) => localStorage.setItem('vigie-phone', h), held);
    const t = await thief.newPage();
    await t.goto(base);
    await t.locator('#secret-list li').first().waitFor();
    const moved = await b.evaluate(() => JSON.parse(document.getElementById('words').textContent).moved);
    await b.waitForFunction((w) => document.querySelector('#status').textContent === w, moved);
    await b.locator('#join').waitFor();
    say('moved ' + JSON.stringify(await text(b, '#said')));
    await check(b, 'moved');
    await step('moved');
    await thief.close();

    await step('stop');
    const lost = await a.evaluate(() => JSON.parse(document.getElementById('words').textContent).disconnected);
    await a.waitForFunction((w) => document.querySelector('#status').textContent === w, lost);
    await check(a, 'disconnected');
    say('frames red ' + JSON.stringify(redFrames));
    say('frames blue ' + JSON.stringify(blueFrames));
  } finally {
    await browser.close();
  }
}

run('page.mjs', main);
