// The page renderer with two renders in flight at once: each reads only its own request's API and stores, never a
// module global another render (or the browser's state) could have changed.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '#/entry-server';
import type { ApiFetch } from '#/api/client';
import { ui } from '#/state/ui';
import { preferences } from '#/state/preferences';
import { buildApp } from '../server/helpers';

let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await buildApp());
});

afterAll(async () => {
  await app.close();
});

interface Answer {
  status: number;
  body: string;
  type: string;
}

/**
 * The app's own API answering one render, with the URLs it was asked for. Renders given the same `answers` see the same
 * data (the home API puts a random attraction first on every request).
 */
function recordingApi(answers = new Map<string, Promise<Answer>>()): { api: ApiFetch; urls: string[] } {
  const urls: string[] = [];
  const api: ApiFetch = async (url) => {
    urls.push(url);
    let answer = answers.get(url);
    if (!answer) {
      answer = app
        .inject({ method: 'GET', url, headers: { accept: 'application/json' } })
        .then((res) => ({ status: res.statusCode, body: res.body, type: String(res.headers['content-type'] ?? 'application/json') }));
      answers.set(url, answer);
    }
    const { status, body, type } = await answer;
    return new Response(status === 204 || status === 304 ? null : body, { status, headers: { 'content-type': type } });
  };
  return { api, urls };
}

describe('renderPage', () => {
  it("answers each of two concurrent renders' API requests with that render's own API", async () => {
    const en = recordingApi();
    const pt = recordingApi();
    const [a, b] = await Promise.all([renderPage({ url: '/en', locale: 'en', api: en.api }), renderPage({ url: '/pt', locale: 'pt', api: pt.api })]);
    expect(a?.status).toBe(200);
    expect(b?.status).toBe(200);
    expect(en.urls.length).toBeGreaterThan(0);
    expect(pt.urls.length).toBeGreaterThan(0);
    expect(en.urls.filter((u) => /[?&]lang=pt\b/.test(u))).toEqual([]);
    expect(pt.urls.filter((u) => /[?&]lang=en\b/.test(u))).toEqual([]);
    expect(a?.html).toContain('lang=en');
    expect(b?.html).not.toContain('lang=en');
  });

  it("renders the page for everyone, a phone's in colour, whatever the page's own stores hold", async () => {
    const answers = new Map<string, Promise<Answer>>();
    // A first render fills `answers`: both compared renders then get every answer at once, so the hydration data
    // holds the same answers in the same form (an answer still on its way is streamed as a promise instead).
    await renderPage({ url: '/en', locale: 'en', api: recordingApi(answers).api });
    const before = await renderPage({ url: '/en', locale: 'en', api: recordingApi(answers).api });
    // What the browser's stores (module globals) hold for a visitor on a wide screen in black and white.
    ui.isMobile = false;
    preferences.greyscale = true;
    preferences.fontSize = 2;
    try {
      const after = await renderPage({ url: '/en', locale: 'en', api: recordingApi(answers).api });
      const [a, b] = [shown(before?.html), shown(after?.html)];
      if (a !== b) {
        let i = 0;
        while (a[i] === b[i]) i++;
        expect(b.slice(i - 200, i + 200)).toBe(a.slice(i - 200, i + 200));
      }
      expect(after?.html).not.toContain('policy=bw');
    } finally {
      ui.isMobile = false;
      preferences.greyscale = false;
      preferences.fontSize = 1;
    }
  });
});

/** The markup and data, without when the data was fetched (the hydration data carries fetch times). */
function shown(html: string | undefined): string {
  return (html ?? '').replace(/\b(dataUpdatedAt|errorUpdatedAt|dehydratedAt|u)(["']?):\d+/g, '$1$2:');
}
