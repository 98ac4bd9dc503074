// Journeys of the guide's media: a brochure PDF and an audio guide answer with the right type and play; a playlist
// video plays and reports the tracking events of SPEC §9 to the page-view layer.
import { describe, expect, it } from 'vitest';
import { BASE, appReady, newPage, useBrowser } from './harness';

const { browser } = useBrowser();

describe('brochures', () => {
  it('link PDFs that answer 200 as application/pdf', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en/travelessential/useful-info/brochures`);
    await appReady(page);
    const link = page.getByRole('link', { name: /Open the PDF/ }).first();
    await link.waitFor();
    const res = await page.request.get(`${BASE}${await link.getAttribute('href')}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect((await res.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await page.context().close();
  });
});

describe('audio guide', () => {
  it('plays the narration in the page language, with seek and speed', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/ja/macao-light-festival`);
    await appReady(page);
    await page.getByRole('button', { name: /音声ガイド|Audio guide/ }).click();
    const audio = page.locator('.audio-guide audio');
    await audio.waitFor({ state: 'attached' });
    const src = (await audio.getAttribute('src'))!;
    expect(src).toMatch(/^\/media\/audio\/ja\/macao-light-festival-intro\.mp3$/);
    const res = await page.request.get(`${BASE}${src}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('audio/mpeg');
    expect(res.headers()['content-language']).toBe('ja');

    await page.locator('.audio-guide__play').click();
    await page.waitForFunction(() => ((document.querySelector('.audio-guide audio') as HTMLAudioElement | null)?.currentTime ?? 0) > 0.5, undefined, {
      timeout: 30_000,
    });
    // Keyboard: K pauses.
    await page.locator('.audio-guide__play').focus();
    await page.keyboard.press('k');
    await page.waitForFunction(() => (document.querySelector('.audio-guide audio') as HTMLAudioElement).paused);
    // Seeking to near the end lets it reach 'ended'.
    await page.evaluate(() => {
      const a = document.querySelector('.audio-guide audio') as HTMLAudioElement;
      a.currentTime = a.duration - 0.5;
      void a.play();
    });
    await page.waitForFunction(() => (document.querySelector('.audio-guide audio') as HTMLAudioElement).ended, undefined, { timeout: 15_000 });
    await page.context().close();
  });
});

describe('video playlists', () => {
  it('play a video and report play and progress events', async () => {
    const page = await newPage(browser());
    await page.goto(`${BASE}/en/video-playlists/experience-macao`);
    await appReady(page);
    const video = page.locator('.video-player video');
    await video.waitFor({ state: 'attached' });
    const src = (await video.getAttribute('src'))!;
    const head = await page.request.get(`${BASE}${src}`, { headers: { range: 'bytes=0-1023' } });
    expect(head.status()).toBe(206);
    expect(head.headers()['content-type']).toBe('video/mp4');

    await page
      .getByRole('button', { name: /^Play the video/ })
      .first()
      .click();
    await page.waitForFunction(
      () =>
        (window.dataLayer ?? []).some((e) => (e as { event?: string; action?: string }).event === 'video' && (e as { action: string }).action === 'progress'),
      undefined,
      { timeout: 45_000 },
    );
    const events = (await page.evaluate(() => window.dataLayer ?? [])) as { event?: string; action?: string; percent?: number; video_id?: string }[];
    const video_events = events.filter((e) => e.event === 'video');
    expect(video_events[0]).toMatchObject({ action: 'play', video_id: 'historic-centre-walk' });
    expect(video_events.find((e) => e.action === 'progress')).toMatchObject({ percent: 10 });
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    // Mute toggles on desktop.
    await page.getByRole('button', { name: 'Mute the video' }).click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await page.context().close();
  });

  it('hides the pause and mute controls on phones', async () => {
    const page = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${BASE}/en/video-playlists`);
    await appReady(page);
    await page.locator('.video-player').waitFor();
    // This browser's User-Agent names no phone: the server renders for a desktop, the app then measures the window.
    await expect.poll(() => page.getByRole('button', { name: 'Mute the video' }).count()).toBe(0);
    await expect.poll(() => page.getByRole('button', { name: 'Pause the video' }).count()).toBe(0);
    await page.context().close();
  });
});
