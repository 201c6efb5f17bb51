// The dismissable error message, worded to say what to do (the advice for each code in the interface's language).

import { t } from './i18n.js';

export class Messages {
  constructor() {
    this.box = document.getElementById('message');
    this.text = document.getElementById('message-text');
    this.topic = null;
    document.getElementById('message-close').addEventListener('click', () => this.dismiss());
  }

  /** Shows an error: the server's message, then advice for its code. `topic`: as for show. */
  error(code, message, topic = null) {
    const key = `advice.${code}`;
    const advice = t(key) === key ? null : t(key);
    this.show(advice && message && !message.includes(advice) ? `${message} — ${advice}` : (message || advice || t('advice.unknown')), topic);
  }

  /** Shows `text`; a `topic` names what it is about, so that it can be dismissed when that changes. */
  show(text, topic = null) {
    this.text.textContent = text;
    this.topic = topic;
    this.box.hidden = false;
  }

  get visible() { return !this.box.hidden; }

  /** Hides the message; given a `topic`, only a message shown about it. */
  dismiss(topic = null) {
    if (topic === null || topic === this.topic) this.box.hidden = true;
  }
}
