// phone.js — one seat of Spider Lair, on a phone
//
// Talks to the game over one WebSocket (docs/phone-protocol.md): the
// game sends the seat's state as the big screen shows it, in the
// phone's language; a tap sends a choice. Everything is drawn with
// textContent: nothing the game sends is ever read as HTML.
'use strict';

(function () {
  const VERSION = 1;
  // #record keeps every message, for the tests that drive this page
  const recording = location.hash === '#record';
  const received = [];
  const latencies = [];
  let socket = null;
  let state = null;
  let words = { offline: 'Connecting to the game…' };
  let retry = 0;
  let hintAsked = 0;

  const $ = (id) => document.getElementById(id);

  function now () {
    return performance.timeOrigin + performance.now();
  }

  function send (message) {
    if (socket && socket.readyState === WebSocket.OPEN)
      socket.send(JSON.stringify(Object.assign({ v: VERSION }, message)));
  }

  function setText (id, text) {
    const node = $(id);
    if (node.textContent !== text)
      node.textContent = text;
  }

  function picture (name) {
    return 'art/' + encodeURIComponent(name) + '.svg';
  }

  function statusText (s) {
    if (s.phase === 'menu')
      return s.words.waiting;
    if (s.phase === 'finished')
      return s.words.over;
    if (s.deciding)
      return s.chosen ? s.words.your_choice + ': ' + labelOf(s, s.chosen) : s.words.choose;
    if (!s.seat.inside)
      return s.seat.news || s.words.out;
    return s.words.watch;
  }

  function labelOf (s, choice) {
    const option = (s.options || []).find((o) => o.choice === choice);
    return option ? option.label : choice;
  }

  function drawOptions (s) {
    const box = $('options');
    box.replaceChildren();
    if (!s.deciding)
      return;
    for (const option of s.options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'option' + (option.choice === s.chosen ? ' chosen' : '');
      button.dataset.choice = option.choice;
      if (option.picture) {
        const img = document.createElement('img');
        img.src = picture(option.picture);
        img.alt = '';
        button.append(img);
      } else {
        // the words of every option start at one line
        const space = document.createElement('span');
        space.className = 'no-picture';
        button.append(space);
      }
      const words = document.createElement('span');
      const label = document.createElement('span');
      label.className = 'label';
      label.textContent = option.label;
      const detail = document.createElement('span');
      detail.className = 'detail';
      detail.textContent = option.detail;
      words.append(label, detail);
      button.append(words);
      button.setAttribute('aria-pressed', option.choice === s.chosen ? 'true' : 'false');
      button.addEventListener('click', () => {
        send({ type: 'choose', decision: s.decision, choice: option.choice, sent: now() });
      });
      box.append(button);
    }
  }

  function draw (s) {
    state = s;
    words = s.words;
    document.documentElement.lang = s.lang || document.documentElement.lang;
    const header = $('seat');
    header.className = 'seat-' + s.seat.index;
    setText('name', s.seat.name || 'Spider Lair');
    setText('token', s.seat.name ? Array.from(s.seat.name)[0].toUpperCase() : '');
    document.title = (s.seat.name ? s.seat.name + ' · ' : '') + 'Spider Lair';
    setText('status', statusText(s));

    const room = $('room');
    room.hidden = !s.room;
    if (s.room) {
      const src = picture(s.room.picture);
      if ($('room-picture').getAttribute('src') !== src)
        $('room-picture').setAttribute('src', src);
      setText('dungeon', s.room.dungeon_text);
      setText('room-title', s.room.title);
    }
    $('odds').hidden = !s.odds;
    if (s.odds)
      setText('odds', s.odds.lair_text + ' · ' + s.odds.rumor_text);

    const lines = $('lines');
    lines.replaceChildren(...s.seat.lines.map((text) => {
      const li = document.createElement('li');
      li.textContent = text;
      return li;
    }));

    $('reveal').hidden = !s.reveal;
    if (s.reveal)
      setText('reveal-text', s.reveal.text);

    drawOptions(s);

    $('hint-box').hidden = !s.deciding;
    setText('hint-button', s.words.hint);
    if (hintAsked !== s.decision)
      setText('hint-text', '');
  }

  function drawHint (message) {
    if (!state || message.decision !== state.decision)
      return;
    setText('hint-text', message.sentence);
  }

  function connect () {
    const base = location.href.replace(/#.*$/, '').replace(/[^/]*$/, '');
    socket = new WebSocket(base.replace(/^http/, 'ws') + 'ws');
    socket.addEventListener('open', () => { retry = 0; });
    socket.addEventListener('message', (event) => {
      let message;
      try {
        message = JSON.parse(event.data);
      } catch (e) {
        return;
      }
      if (recording)
        received.push(message);
      if (message.v !== VERSION)
        return;
      if (message.type === 'state')
        draw(message);
      else if (message.type === 'hint')
        drawHint(message);
      else if (message.type === 'chosen' && recording && message.sent !== undefined)
        latencies.push(message.held - message.sent);
    });
    socket.addEventListener('close', () => {
      socket = null;
      setText('status', words.offline);
      $('options').replaceChildren();
      // a phone that slept or lost the network comes back to its seat
      retry = Math.min(retry + 1, 6);
      setTimeout(connect, 250 * (1 << retry));
    });
  }

  $('hint-button').addEventListener('click', () => {
    if (!state || !state.deciding)
      return;
    hintAsked = state.decision;
    send({ type: 'hint', decision: state.decision });
  });

  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible')
      send({ type: 'hello' });
  });

  if (recording)
    window.lairPhone = { received, latencies, state: () => state };

  setText('status', words.offline);
  connect();
})();
