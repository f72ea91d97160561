/**
 * The word for choosing a square on this device: `Tap` on a touch screen without a mouse,
 * `Click` elsewhere. Every sentence that says how to choose a square takes it from here.
 */
export function pressWord(): 'Tap' | 'Click' {
  return typeof matchMedia === 'function' &&
    matchMedia('(hover: none) and (pointer: coarse)').matches
    ? 'Tap'
    : 'Click';
}
