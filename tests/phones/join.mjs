// The joining form in the phone's own language, in headless Chromium against a real Vigie
// (tests/tests/phone_table.rs): three phones join an English table, one from a French browser,
// one from an English browser that switches the form to French before joining, one from a
// German browser (a language Vigie does not speak: the table's). axe-core checks the form in
// both languages.
//
//   node join.mjs BASE_URL CODE
//
// Lines out (stdout): `form NAME JSON` (what the form shows: its language, heading, labels, the
// seat buttons), `refused NAME TEXT`, `switched NAME JSON`, `joined NAME JSON` (the page's
// language, the news it lists, the language kept on the phone), `axe STATE JSON`, `fail MESSAGE`
// and `done`.
import { check, launch, run, say } from './common.mjs';

const [base, code] = process.argv.slice(2);

// What the joining form shows now.
const form = (page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    heading: document.getElementById('heading').textContent,
    status: document.getElementById('status').textContent,
    join: document.getElementById('join-heading').textContent,
    label: document.querySelector('label[for="code"]').textContent,
    button: document.querySelector('#code-form button').textContent,
    legend: document.querySelector('#join-langs legend').textContent,
    langs: Array.from(document.querySelectorAll('#join-lang-list label'), (l) => [l.lang, l.textContent.trim(), l.querySelector('input').checked]),
    question: document.querySelector('#seats legend').textContent,
    seats: Array.from(document.querySelectorAll('#seat-list button'), (b) => b.textContent),
    code: document.getElementById('code').value,
    focus: document.activeElement ? document.activeElement.name + ':' + document.activeElement.value : '',
  }));

// The words of a language, as the page holds them.
const wordsIn = (page, lang) =>
  page.evaluate((l) => JSON.parse(document.getElementById('langs').textContent).words.find((w) => w.lang === l), lang);

// Lists the seats with the code; the seats' buttons then show.
async function listSeats(page) {
  await page.locator('#code').fill(code);
  await page.locator('#code-form button').click();
  await page.locator('#seat-list button').first().waitFor();
}

// Joins the seat of that name, and waits until the news list holds `news`.
async function join(page, seat, news) {
  await page.getByRole('button', { name: seat, exact: true }).click();
  await page.locator('#secrets').waitFor();
  await page.waitForFunction((n) => document.getElementById('news-list').textContent.includes(n), news);
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    heading: document.getElementById('heading').textContent,
    news: Array.from(document.querySelectorAll('#news-list li:not(.moment)'), (li) => li.textContent),
    kept: (JSON.parse(localStorage.getItem('vigie-phone-settings') || '{}') || {}).lang || null,
  }));
}

async function main() {
  const browser = await launch();
  try {
    // Red's phone speaks French: the form is in French from the start.
    const red = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
    await red.goto(base);
    await red.locator('#code').waitFor();
    await red.waitForFunction(() => document.getElementById('join-lang-list').childElementCount > 0);
    say('form red ' + JSON.stringify(await form(red)));
    await check(red, 'form-fr');
    // A wrong code, refused in French.
    const fr = await wordsIn(red, 'fr');
    const wrong = (code[0] === '9' ? '1' : '9') + code.slice(1);
    await red.locator('#code').fill(wrong);
    await red.locator('#code-form button').click();
    await red.waitForFunction((w) => document.getElementById('said').textContent === w, fr.wrong_code);
    say('refused red ' + (await red.locator('#said').textContent()));
    await listSeats(red);
    say('form red-seats ' + JSON.stringify(await form(red)));
    await check(red, 'seats-fr');
    say('joined red ' + JSON.stringify(await join(red, 'Rouge', 'Le téléphone de Rouge a rejoint la table.')));
    await check(red, 'seated-fr');

    // Blue's phone speaks English: the form in English; the player switches it to French
    // before joining, the code already typed.
    const blue = await (await browser.newContext({ locale: 'en-US' })).newPage();
    await blue.goto(base);
    await blue.waitForFunction(() => document.getElementById('join-lang-list').childElementCount > 0);
    say('form blue ' + JSON.stringify(await form(blue)));
    await check(blue, 'form-en');
    await blue.locator('#code').fill(code);
    await blue.getByRole('radio', { name: 'Français' }).check();
    await blue.waitForFunction(() => document.documentElement.lang === 'fr');
    say('switched blue ' + JSON.stringify(await form(blue)));
    await check(blue, 'form-switched');
    await blue.locator('#code-form button').click();
    await blue.locator('#seat-list button').first().waitFor();
    say('form blue-seats ' + JSON.stringify(await form(blue)));
    say('joined blue ' + JSON.stringify(await join(blue, 'Bleu', 'Le téléphone de Bleu a rejoint la table.')));

    // Green's phone speaks German, which Vigie does not: the table's language.
    const green = await (await browser.newContext({ locale: 'de-DE' })).newPage();
    await green.goto(base);
    await green.waitForFunction(() => document.getElementById('join-lang-list').childElementCount > 0);
    say('form green ' + JSON.stringify(await form(green)));
    await listSeats(green);
    say('joined green ' + JSON.stringify(await join(green, 'Green', "Green's phone has joined.")));

    // Red's phone opens the page again: the form it would show, and its seat, stay French.
    await red.reload();
    await red.locator('#secrets:not([hidden])').waitFor();
    await red.waitForFunction(() => document.getElementById('status').textContent.length > 0);
    say('reloaded red ' + JSON.stringify({ lang: await red.evaluate(() => document.documentElement.lang) }));
  } finally {
    await browser.close();
  }
}

run('join.mjs', main);
