// The dismissable error message, worded to say what to do (the advice for each code in the interface's language).

import { t } from './i18n.js';


export class Messages {
  constructor() {
    this.box = document.getElementById('message');
    this.text = document.getElementById('message-text');
    document.getElementById('message-close').addEventListener('click', () => this.dismiss());
  }

  /** Shows an error: the server's message, then advice for its code. */
  error(code, message) {
    const key = `advice.${code}`;
    const advice = t(key) === key ? null : t(key);
    this.show(advice && message && !message.includes(advice) ? `${message} — ${advice}` : (message || advice || t('advice.unknown')));
  }

  show(text) {
    this.text.textContent = text;
    this.box.hidden = false;
  }

  get visible() { return !this.box.hidden; }

  dismiss() { this.box.hidden = true; }
}
