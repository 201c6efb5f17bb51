// The dismissable error message, worded to say what to do.

const ADVICE = {
  NoSegment: 'A stop is too far from any road. Move it closer to a street.',
  NoRoute: 'Some stops cannot be reached from the others (a barrier or one-way streets may cut them off). Move the stop or remove a barrier.',
  NoTrips: 'No trip connects all the stops. Move or remove the stop that is cut off, or remove a barrier.',
  InvalidQuery: 'The request was not accepted. Check the settings and the stops.',
  InvalidOptions: 'An option is out of range. Check the settings.',
  TooBig: 'Too many stops for one request. Remove some stops.',
  Network: 'Cannot reach the Wayfarer server. Check that `wayfarer serve` is still running, then try again.',
  NotFound: 'The job is no longer known to the server. Press Route again.',
  NoPlaces: 'No points of interest fit. Try a larger radius, more categories, or another start.',
};

export class Messages {
  constructor() {
    this.box = document.getElementById('message');
    this.text = document.getElementById('message-text');
    document.getElementById('message-close').addEventListener('click', () => this.dismiss());
  }

  /** Shows an error: the server's message, then advice for its code. */
  error(code, message) {
    const advice = ADVICE[code];
    this.show(advice && message && !message.includes(advice) ? `${message} — ${advice}` : (message || advice || 'Something went wrong.'));
  }

  show(text) {
    this.text.textContent = text;
    this.box.hidden = false;
  }

  get visible() { return !this.box.hidden; }

  dismiss() { this.box.hidden = true; }
}
