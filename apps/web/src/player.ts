import { byId } from './dom.js';
import { count, fittingPosition, speedOf, stepsToShow } from './present.js';

/**
 * Play, pause, step, back, first, last, the scrubber and the speed slider over a walk of
 * `total` steps. Advances by whole steps per animation frame at the chosen speed and tells
 * `onShown` how many steps to draw. The step counter is not a live region: a screen reader
 * hears the status line when a walk ends, not every frame.
 */
export class Player {
  total = 0;
  shown = 0;
  playing = false;
  /** Called when the animation reaches the last step by itself. */
  onEnd: () => void = () => {};
  /**
   * A view that steps in smaller beats than steps (learn: score, choose, move) takes the
   * step buttons first: true when it took the step.
   */
  stepper: ((direction: 1 | -1) => boolean) | undefined;
  private readonly play = byId<HTMLButtonElement>('play');
  private readonly scrubber = byId<HTMLInputElement>('scrubber');
  private readonly speed = byId<HTMLInputElement>('speed');
  private readonly step = byId<HTMLElement>('step');
  /** The speed was set by hand: walks of the same length keep it. */
  private chosen: { total: number } | undefined;

  constructor(private readonly onShown: (shown: number) => void) {
    const stop = (then: () => void) => () => {
      this.setPlaying(false);
      then();
    };
    this.play.addEventListener('click', () => this.setPlaying(!this.playing));
    byId('first').addEventListener(
      'click',
      stop(() => this.setShown(0)),
    );
    byId('last').addEventListener(
      'click',
      stop(() => this.setShown(this.total)),
    );
    byId('back').addEventListener(
      'click',
      stop(() => this.move(-1)),
    );
    byId('forward').addEventListener(
      'click',
      stop(() => this.move(1)),
    );
    this.scrubber.addEventListener(
      'input',
      stop(() => this.setShown(Number(this.scrubber.value))),
    );
    this.speed.addEventListener('input', () => {
      this.chosen = { total: this.total };
      this.showSpeed();
    });
    this.showSpeed();
  }

  /** One step (or beat) forward or back. */
  move(direction: 1 | -1): void {
    if (this.stepper?.(direction)) return;
    this.setShown(this.shown + direction);
  }

  private showSpeed(): void {
    const speed = speedOf(Number(this.speed.value));
    byId('speed-value').textContent = `${count(speed)} ${speed === 1 ? 'step' : 'steps'}/s`;
  }

  /**
   * A new walk of `total` steps: drawn whole, or animated from its first step at a speed that
   * plays it in a few seconds (unless the speed was chosen by hand for a walk this long).
   */
  load(total: number, animate: boolean): void {
    this.setPlaying(false);
    this.total = total;
    this.scrubber.max = String(total);
    if (this.chosen?.total !== total) {
      this.chosen = undefined;
      this.speed.value = String(fittingPosition(total));
      this.showSpeed();
    }
    this.setShown(animate ? 0 : total);
    if (animate) this.setPlaying(true);
  }

  /** Sets the speed to `perSecond` steps a second, unless the visitor chose one for this walk. */
  pace(perSecond: number): void {
    if (this.chosen?.total === this.total) return;
    this.speed.value = String(Math.round(20 * Math.log10(Math.max(1, perSecond))));
    this.showSpeed();
  }

  setShown(k: number): void {
    this.shown = Math.max(0, Math.min(this.total, k));
    this.onShown(this.shown);
    this.scrubber.value = String(this.shown);
    this.step.textContent = `${this.shown} / ${this.total}`;
    this.step.dataset.shown = String(this.shown);
  }

  setPlaying(on: boolean): void {
    this.playing = on && this.total > 0;
    this.play.textContent = this.playing ? '❚❚' : '▶';
    this.play.setAttribute('aria-label', this.playing ? 'Pause' : 'Play');
    if (!this.playing) return;
    if (this.shown >= this.total) this.setShown(0);
    let last = performance.now();
    let carry = 0;
    const tick = (now: number) => {
      if (!this.playing) return;
      const advance = stepsToShow(speedOf(Number(this.speed.value)), (now - last) / 1000, carry);
      last = now;
      carry = advance.carry;
      this.setShown(this.shown + advance.steps);
      if (this.shown >= this.total) {
        this.setPlaying(false);
        this.onEnd();
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }
}
