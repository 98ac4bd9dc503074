// Video tracking of SPEC §9: a play event, a progress event at every 10 % mark, and a finished event, pushed to
// the page-view layer (window.dataLayer) like page views.

export const PROGRESS_STEP_PERCENT = 10;

export type VideoAction = 'play' | 'progress' | 'finished';

export interface VideoEvent {
  event: 'video';
  action: VideoAction;
  video_id: string;
  video_title: string;
  /** For progress: the mark reached (10, 20, … 90). */
  percent?: number;
}

/** The progress marks passed since `sent`, in order, for playback at `fraction` (0..1) of the video. */
export function newProgressMarks(fraction: number, sent: ReadonlySet<number>, step = PROGRESS_STEP_PERCENT): number[] {
  if (!Number.isFinite(fraction) || fraction <= 0) return [];
  const reached = Math.min(100, Math.floor(fraction * 100 + 1e-9));
  const marks: number[] = [];
  // 100 % is reported as 'finished', not as progress.
  for (let p = step; p < 100 && p <= reached; p += step) if (!sent.has(p)) marks.push(p);
  return marks;
}

export function videoEvent(action: VideoAction, video: { id: string; title: string }, percent?: number): VideoEvent {
  return { event: 'video', action, video_id: video.id, video_title: video.title, ...(percent !== undefined ? { percent } : {}) };
}

export function pushVideoEvent(e: VideoEvent, target: Window = window): void {
  target.dataLayer ??= [];
  target.dataLayer.push(e);
}
