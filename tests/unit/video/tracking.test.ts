// Video tracking of SPEC §9: progress marks every 10 %, each sent once, 100 % reported as finished.
import { describe, expect, it } from 'vitest';
import { newProgressMarks, pushVideoEvent, videoEvent } from '../../../src/features/video/tracking';

describe('video tracking', () => {
  it('lists the marks passed since the last report', () => {
    expect(newProgressMarks(0.05, new Set())).toEqual([]);
    expect(newProgressMarks(0.1, new Set())).toEqual([10]);
    expect(newProgressMarks(0.35, new Set([10]))).toEqual([20, 30]);
    // A seek far ahead reports every mark passed, once.
    expect(newProgressMarks(1, new Set([10, 20]))).toEqual([30, 40, 50, 60, 70, 80, 90]);
    expect(newProgressMarks(Number.NaN, new Set())).toEqual([]);
  });

  it('pushes events to the page-view layer', () => {
    const target = {} as Window;
    pushVideoEvent(videoEvent('play', { id: 'v', title: 'V' }), target);
    pushVideoEvent(videoEvent('progress', { id: 'v', title: 'V' }, 10), target);
    expect(target.dataLayer).toEqual([
      { event: 'video', action: 'play', video_id: 'v', video_title: 'V' },
      { event: 'video', action: 'progress', video_id: 'v', video_title: 'V', percent: 10 },
    ]);
  });
});
