// Stops as numbered markers in screen space: they keep their size at every zoom and can be dragged.

import { el, title } from './svg.js';
import { t } from './i18n.js';

export class StopsLayer {
  /** `onClick(index)`: a stop clicked without moving it. */
  constructor(map, state, onClick = () => {}) {
    this.map = map;
    this.state = state;
    this.onClick = onClick;
    this.group = map.layer('stops', { screen: true });
    this.drag = null;
    state.addEventListener('stops', () => this.draw());
    state.addEventListener('names', () => this.draw());
    map.on('view', () => this.position());
    this.group.addEventListener('pointerdown', (event) => this.startDrag(event));
    this.group.addEventListener('pointermove', (event) => this.moveDrag(event));
    this.group.addEventListener('pointerup', (event) => this.endDrag(event));
    this.group.addEventListener('pointercancel', (event) => this.endDrag(event));
  }

  draw() {
    this.group.replaceChildren();
    this.state.stops.forEach((stop, index) => {
      const name = `${t('stop.label', { n: index + 1 })}${stop.name ? `: ${stop.name}` : ''}`;
      const marker = el('g', { class: `stop${this.state.problems.includes(index) ? ' problem' : ''}`, 'data-draggable': '', 'data-index': index,
        tabindex: 0, role: 'button', 'aria-label': `${name}. Drag to move, Delete to remove.` }, this.group);
      el('circle', { r: 10 }, marker);
      el('text', {}, marker).textContent = String(index + 1);
      title(marker, `${name} — drag to move`);
      marker.addEventListener('keydown', (event) => {
        if (event.key !== 'Delete' && event.key !== 'Backspace') return;
        event.preventDefault();
        event.stopPropagation(); // the page's own Delete would remove the selected barrier too
        this.state.removeStop(index);
      });
    });
    this.position();
  }

  position() {
    for (const marker of this.group.children) {
      const stop = this.state.stops[Number(marker.dataset.index)];
      if (!stop) continue;
      const [x, y] = this.map.toScreen(stop.lonLat);
      marker.setAttribute('transform', `translate(${x.toFixed(1)} ${y.toFixed(1)})`);
    }
  }

  startDrag(event) {
    const marker = event.target.closest('.stop');
    if (!marker) return;
    event.stopPropagation();
    marker.setPointerCapture(event.pointerId);
    this.drag = { marker, index: Number(marker.dataset.index), moved: false, start: [event.clientX, event.clientY] };
  }

  moveDrag(event) {
    if (!this.drag) return;
    if (!this.drag.moved && Math.hypot(event.clientX - this.drag.start[0], event.clientY - this.drag.start[1]) < 4) return;
    this.drag.moved = true;
    const rect = this.map.svg.getBoundingClientRect();
    this.drag.marker.setAttribute('transform', `translate(${event.clientX - rect.left} ${event.clientY - rect.top})`);
  }

  endDrag(event) {
    if (!this.drag) return;
    const { index, moved } = this.drag;
    this.drag = null;
    if (!moved) { this.onClick(index); return; }
    const rect = this.map.svg.getBoundingClientRect();
    this.state.moveStop(index, this.map.toLonLat([event.clientX - rect.left, event.clientY - rect.top]));
  }
}
