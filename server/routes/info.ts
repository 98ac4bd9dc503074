// Information pages: office places (checkpoints, counters, delegations, representatives), brochures, articles, videos.
import { placeFacts } from '../api/provenance';
import { brochurePdfName, pdfLink } from '../media-source';
import type { Api } from '../api/context';
import { badRequest, notFound } from '../api/context';
import { banner, thumbnail } from '../api/art-urls';
import { query, simple } from '../api/schemas';
import { PLACE_FILES } from '../import/vocab';
import type { Article, Playlist } from '../store/types';
import { videoSrc } from '../api/media-urls';
import type { Store } from '../store';
import type { Locale } from '#shared/locales';
import { articleAudio } from '../audio/guides';

export function articleSummary(a: Article) {
  return {
    category: a.category,
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    thumbnail: thumbnail({ id: `${a.category}-${a.slug}`, motif: a.motif, palette: a.palette }),
    updatedAt: a.updatedAt,
    ...(a.author ? { author: a.author } : {}),
  };
}

export function articleBody(a: Article, store: Store, locale: Locale) {
  return {
    category: a.category,
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    banner: banner({ id: `${a.category}-${a.slug}`, motif: a.motif, palette: a.palette }),
    thumbnail: thumbnail({ id: `${a.category}-${a.slug}`, motif: a.motif, palette: a.palette }),
    ...(a.author ? { author: a.author } : {}),
    ...(a.content ? { content: a.content } : {}),
    tabs: a.tabs,
    sections: a.sections,
    otherMedia: { audioGuide: articleAudio(store, a, locale) },
    updatedAt: a.updatedAt,
    ...(a.style ? { style: a.style } : {}),
    ...(a.script ? { script: a.script } : {}),
  };
}

/** A port of entry's page in the barrier-free guide, when the guide describes it. */
function barrierFree(store: Store, id: string): { barrierFree?: { file: string; id: string } } {
  return store.accessibilityItems('borders').some((x) => x.id === id) ? { barrierFree: { file: 'borders', id } } : {};
}

function playlistBody(p: Playlist) {
  return {
    id: p.id,
    name: p.name,
    thumbnail: p.videos[0] ? thumbnail(p.videos[0]) : undefined,
    videos: p.videos.map((v) => ({
      id: v.id,
      title: v.title,
      summary: v.summary,
      duration: v.duration,
      thumbnail: thumbnail(v),
      banner: banner(v),
      src: videoSrc(v),
    })),
  };
}

export function registerInfo(api: Api): void {
  for (const kind of PLACE_FILES) {
    api.get(`/api/${kind}`, simple(), ({ store }) =>
      store
        .places(kind)
        .map((p) => ({ ...p, ...placeFacts(store, p), thumbnail: thumbnail(p), ...(kind === 'border-checkpoints' ? barrierFree(store, p.id) : {}) })),
    );
  }

  // The PDFs are set in the visitor's language; `languages` are the printed editions at the counters.
  api.get('/api/brochures', simple(), ({ store, locale }) =>
    (store.document('brochures') ?? []).map((b) => ({
      ...b,
      thumbnail: thumbnail(b),
      cover: banner(b),
      link: pdfLink(brochurePdfName(b.id), locale),
      fileLanguage: locale,
    })),
  );

  api.get(
    '/api/article',
    { querystring: query({ slug: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 120 } }) },
    ({ store, query: q, locale }) => {
      const slug = typeof q.slug === 'string' ? q.slug : '';
      if (!slug) throw badRequest('slug: required');
      // A bare article/{slug} finds its article in whichever category holds that slug.
      const a = store.articles().find((x) => x.slug === slug && x.category !== 'accessibility');
      if (!a) throw notFound(`unknown article "${slug}"`);
      return articleBody(a, store, locale);
    },
  );

  api.get('/api/article/:category/:slug', simple('category', 'slug'), ({ store, params, locale }) => {
    const a = store.article(params.category ?? '', params.slug ?? '');
    if (!a) throw notFound(`unknown article "${params.category ?? ''}/${params.slug ?? ''}"`);
    return articleBody(a, store, locale);
  });

  // The articles of one category, newest first (the blog list).
  api.get('/api/article/:category', simple('category'), ({ store, params }) => {
    const list = store
      .articles()
      .filter((a) => a.category === params.category)
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.slug.localeCompare(b.slug));
    if (list.length === 0) throw notFound(`no articles in "${params.category ?? ''}"`);
    return { category: params.category, articles: list.map(articleSummary) };
  });

  api.get('/api/video-playlists', simple(), ({ store }) => ({ playlists: (store.document('videos')?.playlists ?? []).map(playlistBody) }));

  api.get('/api/videogallery', simple(), ({ store }) => {
    const playlists = store.document('videos')?.playlists ?? [];
    return {
      playlists: playlists.map((p) => ({ id: p.id, name: p.name })),
      videos: playlists.flatMap((p) => playlistBody(p).videos.map((v) => ({ ...v, playlist: p.id }))),
    };
  });
}
