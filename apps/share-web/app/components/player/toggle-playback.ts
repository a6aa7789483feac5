/**
 * A play/pause button's tap: it does what the button shows. The button follows the media's events,
 * so there is a moment (a muted start at idle, a busy main thread) when it still shows "play" while
 * the element has already started; reading only `paused` would pause then. It pauses only when it
 * shows pause and the element plays; otherwise it plays (from the start again after the end).
 */
export function togglePlayback(el: HTMLMediaElement, shownPlaying: boolean): void {
  if (shownPlaying && !el.paused && !el.ended) el.pause();
  else el.play().catch(() => {});
}
