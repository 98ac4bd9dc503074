// Times of the audio player: m:ss (h:mm:ss past an hour), and the playback speeds it offers.

export const PLAYBACK_RATES = [0.75, 1, 1.25, 1.5] as const;
/** Arrow keys move this many seconds. */
export const SEEK_STEP_S = 5;

export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export function clampTime(t: number, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0) return Math.max(0, t);
  return Math.min(Math.max(0, t), duration);
}
