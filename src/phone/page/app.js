// Vigie's phone page: joins a seat once, then shows and announces that seat's secrets, asks
// its secret choices, says when the game waits for it, and keeps the table's news in a list
// the player reads at their own pace. Everything it says comes from the server (the page's
// words and the interface's texts); the seat's token is kept in this browser's local storage,
// with a name for this device (so that Vigie tells a reload from the same token used on another
// phone) and the last piece of news seen (so that a page opened again says what was missed).
// It never moves the focus while the player reads: new things are said by the live regions.
// Before a seat, the page is in the language this phone chose before, else the browser's
// first one Vigie speaks, else the table's; the joining form may be switched at once to any
// of them (the page holds their words), and the seat is joined in it.
'use strict';

(function () {
  const STORE = 'vigie-phone';
  const SETTINGS = 'vigie-phone-settings';
  const DEVICE = 'vigie-phone-device';
  const $ = (id) => document.getElementById(id);
  let words = JSON.parse($('words').textContent);
  // The words in every language Vigie speaks, by code, and the table's language.
  const langs = JSON.parse($('langs').textContent);
  const wordsIn = {};
  for (const w of langs.words || []) {
    if (w && typeof w.lang === 'string') wordsIn[w.lang] = w;
  }
  if (!wordsIn[words.lang]) wordsIn[words.lang] = words;
  let held = load(STORE); // {token, seat}
  let socket = null;
  let retry = 0;
  let retryTimer = null;
  let stopped = false; // refused or replaced: no reconnection
  let seat = null;
  let offer = null; // {id, question, options, answered}
  let known = new Set(); // secret ids shown since the page opened
  let fresh = true; // no state yet since the page opened
  let reopened = false; // the connection dropped and opened again: say so once
  let asked = new Set(); // offer ids whose question this page has announced
  let claiming = false; // a seat is being claimed: other taps wait
  let key = null; // the join key of the address opened (the QR code's): no code to type
  let yours = false; // the game waits for this seat's decision
  const NEWS_MAX = 250; // as many as the server keeps
  const HEARD_MAX = 5; // the polite live region's last lines
  let news = []; // [{id, turn, private, li}], oldest first
  let newestFirst = false;
  let statusKey = null; // the word the status shows, said again in a new language

  function load(key) {
    try {
      return JSON.parse(localStorage.getItem(key) || 'null');
    } catch (e) {
      return null;
    }
  }

  function save(key, value) {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, JSON.stringify(value));
    } catch (e) {
      // Private browsing without storage: the seat lasts as long as the page.
    }
  }

  // The assertive live region, for what is this player's own (a secret, a question, their
  // turn, the connection): one message at a time, each said once.
  function announce(text, sentAt) {
    const said = $('said');
    said.dataset.sentAt = sentAt === undefined ? '' : String(sentAt);
    if (said.textContent === text) {
      said.textContent = '';
      window.setTimeout(() => { said.textContent = text; }, 50);
    } else {
      said.textContent = text;
    }
    if ($('speak').checked && 'speechSynthesis' in window) {
      const u = new SpeechSynthesisUtterance(text);
      u.lang = words.lang;
      window.speechSynthesis.speak(u);
    }
  }

  // The polite live region, for the table's news: each new line is said once, after what is
  // being said; the last few lines stay (removing them says nothing).
  function tell(text, sentAt) {
    const heard = $('heard');
    heard.dataset.sentAt = sentAt === undefined ? '' : String(sentAt);
    const line = document.createElement('p');
    line.textContent = text;
    heard.append(line);
    while (heard.childElementCount > HEARD_MAX) heard.firstElementChild.remove();
  }

  function buzz(pattern) {
    if (!$('vibrate').checked || !pattern || !pattern.length || !navigator.vibrate) return;
    try {
      navigator.vibrate(pattern);
    } catch (e) {
      // No vibration here.
    }
  }

  // This device's name: random, made once, kept beside the token.
  function deviceName() {
    let name = load(DEVICE);
    if (typeof name !== 'string' || !/^[0-9a-f]{32}$/.test(name)) {
      const bytes = new Uint8Array(16);
      window.crypto.getRandomValues(bytes);
      name = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
      save(DEVICE, name);
    }
    return name;
  }
  const device = deviceName();

  // The status line: one of the page's words, by its name (shown again in a new language).
  function setStatus(key) {
    statusKey = key;
    $('status').textContent = words[key] || '';
  }

  // This phone's settings, kept here.
  const settings = load(SETTINGS) || {};
  if (typeof settings.lang !== 'string' || !wordsIn[settings.lang]) delete settings.lang;

  // The first language of this browser's that Vigie speaks ("fr-CA" is French), if any.
  function browserLang() {
    const list = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    for (const tag of list) {
      const primary = String(tag || '').toLowerCase().split('-')[0];
      if (wordsIn[primary]) return primary;
    }
    return null;
  }

  // The language this phone reads by choice: the one it chose, else its browser's (null: the
  // table's, whatever it becomes).
  function ownLang() {
    return settings.lang || browserLang();
  }

  function applyWords() {
    document.documentElement.lang = words.lang;
    for (const el of document.querySelectorAll('[data-w]')) {
      const w = words[el.dataset.w];
      if (typeof w === 'string') el.textContent = w;
    }
    const titles = Array.isArray(words.seat_titles) ? words.seat_titles : [];
    const title = seat === null ? words.title : (titles[seat] || words.title);
    $('heading').textContent = title;
    document.title = title;
    if (statusKey) $('status').textContent = words[statusKey] || '';
    renderSeats(lastSeats);
    showLangs();
    showFormLangs();
  }

  // The joining form's language: one choice per language, each named in its own words and
  // marked as that language, the one read now checked. Made once; then only checked again, so
  // that the player's place stays where it is.
  function showFormLangs() {
    const list = $('join-lang-list');
    if (!list.childElementCount) {
      for (const [code, name] of words.lang_names || []) {
        if (!wordsIn[code]) continue;
        const li = document.createElement('li');
        const label = document.createElement('label');
        label.lang = code;
        const input = document.createElement('input');
        input.type = 'radio';
        input.name = 'form-lang';
        input.value = code;
        input.addEventListener('change', () => {
          if (input.checked) chooseLang(code);
        });
        label.append(input, ' ' + name);
        li.append(label);
        list.append(li);
      }
    }
    for (const input of list.querySelectorAll('input')) input.checked = input.value === words.lang;
  }

  // The player chose a language (on the joining form, or in the settings): kept on this phone;
  // with a seat, Vigie is told (it sends the page its words, and words the seat's news in it);
  // before one, the form is worded in it at once, what was typed kept.
  function chooseLang(code) {
    if (!wordsIn[code]) return;
    settings.lang = code;
    keepSettings();
    if (socket && socket.readyState === WebSocket.OPEN) {
      socket.send(JSON.stringify({ type: 'lang', lang: code }));
    } else if (seat === null) {
      words = wordsIn[code];
      applyWords();
    }
  }

  // The page's language: each language in its own words, the one read now chosen.
  function showLangs() {
    const select = $('lang');
    select.textContent = '';
    for (const [code, name] of words.lang_names || []) {
      const o = document.createElement('option');
      o.value = code;
      o.lang = code;
      o.textContent = name;
      o.selected = code === words.lang;
      select.appendChild(o);
    }
  }

  // Joining: the code, then the seat.
  let lastSeats = null;

  function showJoin() {
    seat = null;
    words = wordsIn[ownLang()] || wordsIn[langs.table] || words;
    $('join').hidden = false;
    $('lang-setting').hidden = true;
    $('secrets').hidden = true;
    $('choice').hidden = true;
    $('now').hidden = true;
    $('news').hidden = true;
    $('reviews').hidden = true;
    clearNews();
    applyWords();
  }

  function refusalWords(why) {
    return words[why] || words.bad_token;
  }

  async function post(path, body) {
    const r = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return r.json();
  }

  function code() {
    return $('code').value.trim();
  }

  // What proves this page may join: the key of the address it opened, or the code typed.
  function proof() {
    return key ? { key: key } : { code: code() };
  }

  // A refused join: said; a key that is not Vigie's now is dropped (the code is asked).
  function joinRefused(why) {
    announce(refusalWords(why));
    if (why === 'wrong_key') {
      key = null;
      $('code').focus();
    }
  }

  async function listSeats() {
    try {
      const answer = await post('/seats', proof());
      if (answer.refused) {
        joinRefused(answer.refused);
        $('seats').hidden = true;
        return;
      }
      lastSeats = answer.seats;
      renderSeats(lastSeats);
      $('seats').hidden = false;
      const first = $('seat-list').querySelector('button:not([aria-disabled="true"])');
      if (first) first.focus();
    } catch (e) {
      announce(words.disconnected);
    }
  }

  function renderSeats(seats) {
    const list = $('seat-list');
    list.replaceChildren();
    if (!seats) return;
    for (const s of seats) {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      // The player's name in the form's language (a colour is called by it in each).
      const name = s.names && typeof s.names[words.lang] === 'string' ? s.names[words.lang] : s.name;
      b.textContent = s.taken ? name + ' (' + words.seat_taken_mark + ')' : name;
      if (s.taken) b.setAttribute('aria-disabled', 'true');
      b.addEventListener('click', () => claim(s));
      li.append(b);
      list.append(li);
    }
  }

  async function claim(s) {
    if (s.taken) {
      announce(words.seat_taken);
      return;
    }
    if (claiming) return;
    claiming = true;
    try {
      // Joined in the language this phone reads by choice: the seat's page, news and questions
      // come in it from the start (none: the table's).
      const asked = { seat: s.seat, device: device };
      if (ownLang()) asked.lang = words.lang;
      const answer = await post('/join', Object.assign(proof(), asked));
      if (answer.refused) {
        joinRefused(answer.refused);
        if (answer.refused === 'seat_taken') listSeats();
        return;
      }
      held = { token: answer.token, seat: answer.seat };
      save(STORE, held);
      stopped = false;
      $('join').hidden = true;
      $('seats').hidden = true;
      $('lang-setting').hidden = false;
      // The joining form is gone: the reader goes on from the page's heading.
      $('heading').focus();
      connect();
    } catch (e) {
      announce(words.disconnected);
    } finally {
      claiming = false;
    }
  }

  $('code-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    // A code typed is used, even after opening the QR code's address.
    if (code()) key = null;
    listSeats();
  });

  // The seat's connection.
  function connect() {
    window.clearTimeout(retryTimer);
    setStatus('connecting');
    const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
    const ws = new WebSocket(scheme + '//' + location.host + '/ws');
    socket = ws;
    ws.addEventListener('open', () => {
      // The last piece of news seen here (in the list, or before the page was opened again).
      const last = news.length ? news[news.length - 1].id : (typeof held.news === 'number' ? held.news : null);
      // The language this phone chose, if it chose one (else the table's).
      const hello = { type: 'hello', token: held.token, device: device, news: last, list: news.length === 0 };
      if (typeof settings.lang === 'string') hello.lang = settings.lang;
      ws.send(JSON.stringify(hello));
    });
    ws.addEventListener('message', (ev) => {
      let msg;
      try {
        msg = JSON.parse(ev.data);
      } catch (e) {
        return;
      }
      receive(msg);
    });
    ws.addEventListener('close', () => {
      if (socket !== ws) return;
      socket = null;
      if (stopped) return;
      // Said once per drop, not at every new try.
      if (!reopened) announce(words.disconnected);
      setStatus('disconnected');
      reopened = true;
      const wait = Math.min(1000 * Math.pow(2, retry), 10000);
      retry += 1;
      retryTimer = window.setTimeout(connect, wait);
    });
  }

  function receive(msg) {
    switch (msg.type) {
      case 'words': {
        // Sent on each connection: the list is drawn again only when the words changed.
        const changed = JSON.stringify(msg.words) !== JSON.stringify(words);
        words = msg.words;
        if (words && typeof words.lang === 'string') wordsIn[words.lang] = words;
        applyWords();
        if (changed) {
          for (const n of news) n.li = newsLine(n.item);
          drawNews();
        }
        break;
      }
      case 'lang_refused':
        // Nothing changed: the page stays in its language, and says why.
        announce(msg.text, msg.sent_at);
        showLangs();
        break;
      case 'state':
        retry = 0;
        showState(msg);
        break;
      case 'secret':
        addSecret(msg, true);
        break;
      case 'offer':
        showOffer(msg.offer, true, msg.sent_at);
        break;
      case 'accepted':
        offer = null;
        if ($('choice').contains(document.activeElement)) $('heading').focus();
        $('choice').hidden = true;
        showNow();
        announce(msg.text, msg.sent_at);
        break;
      case 'news':
        addNews(msg.item, msg.sent_at);
        break;
      case 'news_since':
        newsSince(msg);
        break;
      case 'news_reset':
        clearNews();
        break;
      case 'turn':
        setYours(msg.yours, msg.vibrate, msg.sent_at);
        break;
      case 'review':
        showReviewAnswer(msg.lines, msg.sent_at);
        break;
      case 'review_refused':
        showReviewAnswer([words[REVIEW_REFUSALS[msg.why]] || words.review_unknown], msg.sent_at);
        break;
      case 'choice_refused':
        if (offer && offer.id === msg.offer) {
          offer.answered = false;
          $('confirm').removeAttribute('aria-disabled');
          $('choice-note').textContent = '';
        }
        announce(msg.text || (msg.why === 'no_option' ? words.choose_first : words.choice_stale), msg.sent_at);
        break;
      case 'superseded':
        stopped = true;
        setStatus('superseded');
        announce(words.superseded, msg.sent_at);
        break;
      case 'replaced':
      case 'moved':
        // Given to another phone by the operator, or taken by this token on another device:
        // this page stops, says why, and may join again once the operator frees the seat.
        stopped = true;
        save(STORE, null);
        held = null;
        showJoin();
        setStatus(msg.type);
        announce(words[msg.type], msg.sent_at);
        break;
      case 'refused':
        if (msg.why === 'bad_frame') break;
        stopped = msg.why !== 'too_many';
        if (stopped) {
          save(STORE, null);
          held = null;
          showJoin();
        }
        setStatus(words[msg.why] ? msg.why : 'bad_token');
        announce(refusalWords(msg.why));
        break;
      default:
        break;
    }
  }

  function showState(msg) {
    seat = msg.seat;
    $('join').hidden = true;
    $('lang-setting').hidden = false;
    $('secrets').hidden = false;
    $('news').hidden = false;
    applyWords();
    setStatus('connected');
    const list = $('secret-list');
    list.replaceChildren();
    const unseen = [];
    for (const s of msg.secrets) {
      if (!known.has(s.id)) unseen.push(s);
      addSecret(s, false);
    }
    $('no-secret').hidden = msg.secrets.length > 0;
    // One announcement: what is news on this page, in the order the player acts on it.
    const parts = [];
    if (fresh) {
      // A page just opened (or reloaded): the count, not every secret again.
      parts.push(words.connected + ' ' + words.secrets_count + ' ' + msg.secrets.length + '.');
    } else {
      if (reopened) parts.push(words.connected);
      // Back after a drop: what came meanwhile.
      for (const s of unseen) parts.push(s.text);
    }
    const newQuestion = msg.offer && !asked.has(msg.offer.id);
    if (newQuestion) parts.push(msg.offer.question);
    else if (msg.yours && !yours) parts.push(words.your_turn);
    showReviews(msg.reviews);
    fresh = false;
    reopened = false;
    yours = !!msg.yours;
    showOffer(msg.offer, false, msg.sent_at);
    if (parts.length > 0) announce(parts.join(' '), unseen.length ? unseen[unseen.length - 1].sent_at : msg.sent_at);
  }

  function addSecret(s, isNew) {
    known.add(s.id);
    const li = document.createElement('li');
    li.textContent = s.text;
    $('secret-list').append(li);
    $('no-secret').hidden = true;
    if (isNew) {
      announce(s.text, s.sent_at);
      buzz(s.vibrate);
    }
  }

  // The question pending now and the player's turn, at the top of the page.
  function showNow() {
    $('turn').hidden = !yours || !!offer;
    $('now').hidden = !yours && !offer;
  }

  function setYours(now, pattern, sentAt) {
    const came = now && !yours;
    yours = now;
    showNow();
    if (!came) return;
    buzz(pattern);
    // A question of its own says itself; otherwise the player hears that the table waits.
    if (!offer) announce(words.your_turn, sentAt);
  }

  // The table's news: a list read at the player's own pace, newest last (as a chat) or first,
  // with a heading where each turn or round begins. Nothing already shown moves or is redrawn
  // when news comes, so a screen reader's place in the list stays where it is.
  function momentHeading(turn) {
    const li = document.createElement('li');
    li.className = 'moment';
    li.dataset.turn = String(turn);
    const h = document.createElement('h3');
    h.textContent = words.news_turn + ' ' + turn;
    li.append(h);
    return li;
  }

  function newsLine(item) {
    const li = document.createElement('li');
    if (item.private) {
      li.className = 'own';
      const tag = document.createElement('strong');
      tag.textContent = words.news_private;
      li.append(tag, ' ');
    }
    li.append(item.text);
    return li;
  }

  function kept(item) {
    return { id: item.id, turn: item.turn, item: item, li: newsLine(item) };
  }

  function showNewsState() {
    $('no-news').hidden = news.length > 0;
  }

  // Draws the whole list again: on return with a new log, or when the order changes.
  function drawNews() {
    const list = $('news-list');
    list.replaceChildren();
    const order = newestFirst ? news.slice().reverse() : news;
    let turn = null;
    for (const n of order) {
      if (n.turn !== turn && n.turn > 0) list.append(momentHeading(n.turn));
      turn = n.turn;
      list.append(n.li);
    }
    showNewsState();
  }

  function clearNews() {
    news = [];
    if (held) {
      held.news = null;
      save(STORE, held);
    }
    drawNews();
  }

  // Drops the oldest piece of news, and its turn's heading once it heads nothing.
  function dropOldest() {
    const old = news.shift();
    const list = $('news-list');
    const before = old.li.previousElementSibling;
    const after = old.li.nextElementSibling;
    old.li.remove();
    const heading = newestFirst ? null : before;
    if (heading && heading.classList.contains('moment') && (!after || after.classList.contains('moment'))) {
      heading.remove();
    }
    if (newestFirst && list.lastElementChild && list.lastElementChild.classList.contains('moment')) {
      list.lastElementChild.remove();
    }
  }

  // One piece of news, kept in order; `sentAt`: it came now (said by the polite live region,
  // unless it is one's own secret, which the secret itself said).
  function addNews(item, sentAt) {
    if (news.length && item.id <= news[news.length - 1].id) return;
    const list = $('news-list');
    const last = news.length ? news[news.length - 1] : null;
    const n = kept(item);
    const newTurn = !last || last.turn !== n.turn;
    news.push(n);
    if (newestFirst) {
      const top = list.firstElementChild;
      if (!newTurn && top && top.classList.contains('moment')) top.after(n.li);
      else list.prepend(n.li);
      if (newTurn && n.turn > 0) list.prepend(momentHeading(n.turn));
    } else {
      if (newTurn && n.turn > 0) list.append(momentHeading(n.turn));
      list.append(n.li);
    }
    while (news.length > NEWS_MAX) dropOldest();
    showNewsState();
    if (held) {
      held.news = n.id;
      save(STORE, held);
    }
    if (sentAt !== undefined && !item.private) tell(item.text, sentAt);
  }

  // On connection: what was missed since the last piece of news seen here, said in one short
  // summary (the pieces themselves are in the list), or the whole recent list.
  function newsSince(msg) {
    const seen = news.length ? news[news.length - 1].id : (held && typeof held.news === 'number' ? held.news : null);
    if (msg.since === null || msg.since === undefined) {
      news = [];
      for (const item of msg.items) news.push(kept(item));
      while (news.length > NEWS_MAX) news.shift();
      drawNews();
    } else {
      const shown = news.length;
      if (shown === 0) {
        for (const item of msg.items) news.push(kept(item));
        while (news.length > NEWS_MAX) news.shift();
        drawNews();
      } else {
        for (const item of msg.items) addNews(item);
      }
    }
    $('news').hidden = false;
    const newest = news.length ? news[news.length - 1].id : null;
    if (held) {
      held.news = newest;
      save(STORE, held);
    }
    if (seen !== null && typeof msg.missed === 'number' && msg.missed > 0) {
      tell(words.news_missed + ' ' + msg.missed + '.', msg.sent_at);
    }
  }

  function showOffer(o, isNew, sentAt) {
    const sameOffer = offer && o && offer.id === o.id;
    offer = o;
    const form = $('choice');
    if (!o) {
      if (form.contains(document.activeElement)) $('heading').focus();
      form.hidden = true;
      showNow();
      return;
    }
    if (o.answered) {
      $('confirm').setAttribute('aria-disabled', 'true');
    } else {
      $('confirm').removeAttribute('aria-disabled');
    }
    $('choice-note').textContent = o.answered ? words.choice_sent : '';
    asked.add(o.id);
    if (sameOffer && !form.hidden) {
      // The same question: the options stay as they are under the player's finger.
      return;
    }
    $('question').textContent = o.question;
    const list = $('options');
    list.replaceChildren();
    o.options.forEach((text, i) => {
      const li = document.createElement('li');
      const label = document.createElement('label');
      const input = document.createElement('input');
      input.type = 'radio';
      input.name = 'option';
      input.value = String(i);
      label.append(input, ' ' + text);
      li.append(label);
      list.append(li);
    });
    form.hidden = false;
    showNow();
    if (isNew) {
      // Said, and at the top of the page; the focus stays where the player is reading.
      announce(o.question, sentAt);
    }
  }

  function selected() {
    const checked = document.querySelector('input[name="option"]:checked');
    return checked ? Number(checked.value) : null;
  }

  $('choice').addEventListener('submit', (ev) => {
    ev.preventDefault();
    const option = selected();
    if (!offer || offer.answered) return;
    if (option === null) {
      announce(words.choose_first);
      return;
    }
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      announce(words.disconnected);
      return;
    }
    socket.send(JSON.stringify({ type: 'choose', offer: offer.id, option: option }));
    offer.answered = true;
    $('confirm').setAttribute('aria-disabled', 'true');
    $('choice-note').textContent = words.choice_sent;
    announce(words.choice_sent);
  });

  // Reviews: what the table's review keys tell, asked from here and answered to this page alone,
  // said politely (the player asked); the focus stays on what the player pressed.
  const REVIEW_REFUSALS = {
    unknown_review: 'review_unknown',
    no_location: 'review_no_location',
    no_game: 'review_no_game',
    too_many: 'review_too_many',
  };

  // The reviews this game offers (none: no game): the location's form and one button each.
  function showReviews(codes) {
    const offered = Array.isArray(codes) ? codes : [];
    $('reviews').hidden = false;
    $('review-no-game').hidden = offered.length > 0;
    $('review-history').hidden = offered.length === 0;
    $('review-location-form').hidden = !offered.includes('location');
    const list = $('review-buttons');
    const shown = Array.from(list.querySelectorAll('button'), (b) => b.dataset.review);
    const others = offered.filter((c) => c !== 'location' && typeof words['review_' + c] === 'string');
    // The same reviews: the buttons stay as they are under the player's finger.
    if (shown.join() === others.join()) return;
    list.replaceChildren();
    for (const c of others) {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.review = c;
      b.dataset.w = 'review_' + c;
      b.textContent = words['review_' + c];
      b.addEventListener('click', () => askReview(c, null));
      li.append(b);
      list.append(li);
    }
  }

  function askReview(review, location) {
    if (!socket || socket.readyState !== WebSocket.OPEN) {
      announce(words.disconnected);
      return;
    }
    socket.send(JSON.stringify({ type: 'review', review: review, location: location }));
  }

  // The answer (or why none), each thing reviewed on a line, in the polite live region.
  function showReviewAnswer(lines, sentAt) {
    const region = $('review-answer');
    region.dataset.sentAt = sentAt === undefined ? '' : String(sentAt);
    const texts = (Array.isArray(lines) ? lines : []).filter((l) => typeof l === 'string');
    const fill = () => {
      if (texts.length === 1) {
        const p = document.createElement('p');
        p.textContent = texts[0];
        region.replaceChildren(p);
      } else {
        const ul = document.createElement('ul');
        for (const t of texts) {
          const li = document.createElement('li');
          li.textContent = t;
          ul.append(li);
        }
        region.replaceChildren(ul);
      }
    };
    $('review-answer-heading').hidden = false;
    if (region.textContent === texts.join('')) {
      // The same answer again: emptied first, so that it is said again.
      region.replaceChildren();
      window.setTimeout(fill, 50);
    } else {
      fill();
    }
  }

  $('review-location-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    askReview('location', Number($('review-location').value));
  });

  // Settings, kept on this phone.
  if (typeof settings.speak === 'boolean') $('speak').checked = settings.speak;
  if (typeof settings.vibrate === 'boolean') $('vibrate').checked = settings.vibrate;
  if (typeof settings.newestFirst === 'boolean') $('newest-first').checked = settings.newestFirst;
  newestFirst = $('newest-first').checked;
  function keepSettings() {
    settings.speak = $('speak').checked;
    settings.vibrate = $('vibrate').checked;
    settings.newestFirst = $('newest-first').checked;
    save(SETTINGS, settings);
  }
  // The page's language: kept here, and sent to Vigie, which sends the page its words in it
  // (and its seat's questions, secrets and news from then on).
  $('lang').addEventListener('change', () => chooseLang($('lang').value));
  for (const id of ['speak', 'vibrate', 'newest-first']) {
    $(id).addEventListener('change', () => {
      keepSettings();
      if (id === 'newest-first') {
        newestFirst = $('newest-first').checked;
        drawNews();
      }
    });
  }

  // Start: the seat this phone holds, or the joining form (with the key, or a code, from the
  // address). The address's secret is forgotten at once: not kept in the history, not shown.
  const fromAddress = location.hash.replace(/^#/, '');
  if (/^[0-9a-f]{32}$/.test(fromAddress)) key = fromAddress;
  else if (/^[0-9]{1,8}$/.test(fromAddress)) $('code').value = fromAddress;
  if (fromAddress && window.history && history.replaceState) {
    history.replaceState(null, '', location.pathname + location.search);
  }
  if (held && typeof held.token === 'string') {
    seat = typeof held.seat === 'number' ? held.seat : null;
    // Until Vigie sends the seat's words: this phone's language.
    words = wordsIn[ownLang()] || words;
    $('join').hidden = true;
    applyWords();
    connect();
  } else {
    held = null;
    showJoin();
    setStatus('join_heading');
    if (key || code()) listSeats();
  }
})();
