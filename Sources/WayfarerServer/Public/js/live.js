// Keeps only the latest state of a fast stream and draws it once per animation frame: the screen never falls
// behind the solver, and nothing is queued.

export class LatestFrame {
  constructor(draw) {
    this.draw = draw;
    this.pending = null;
    this.frame = 0;
    this.received = 0;
    this.redraws = 0;
  }

  /** Replaces the pending state; schedules one frame if none is scheduled. */
  push(state) {
    this.received += 1;
    this.pending = state;
    if (!this.frame) this.frame = requestAnimationFrame(() => this.flush());
  }

  flush() {
    this.frame = 0;
    const state = this.pending;
    this.pending = null;
    if (state === null) return;
    this.redraws += 1;
    this.draw(state);
  }

  /** Drops anything pending and starts counting afresh (a new search). */
  restart() {
    this.cancel();
    this.received = 0;
    this.redraws = 0;
  }

  /** Drops anything pending. */
  cancel() {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.pending = null;
  }
}
