// Information pages: office places (checkpoints, counters, delegations, representatives), brochures, articles, videos.
import { brochurePdfName, pdfLink } from '../media-source';
import type { Api } from '../api/context';
import { notFound } from '../api/context';
import { banner, thumbnail } from '../api/art-urls';
import { simple } from '../api/schemas';
import { PLACE_FILES } from '../import/vocab';
import type { ArticleResponse } from '#shared/api/places';
import type { Article, ML, Playlist } from '../store/types';

export function articleBody(a: Article): ArticleResponse<ML> {
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
    otherMedia: a.otherMedia ?? { audioGuide: [] },
    updatedAt: a.updatedAt,
    ...(a.style ? { style: a.style } : {}),
    ...(a.script ? { script: a.script } : {}),
  };
}

function playlistBody(p: Playlist) {
  return {
    id: p.id,
    name: p.name,
    thumbnail: p.videos[0] ? thumbnail(p.videos[0]) : undefined,
    videos: p.videos.map((v) => ({ id: v.id, title: v.title, summary: v.summary, duration: v.duration, thumbnail: thumbnail(v), banner: banner(v) })),
  };
}

export function registerInfo(api: Api): void {
  for (const kind of PLACE_FILES) {
    api.get(`/${kind}`, simple(), ({ store }) => store.places(kind).map((p) => ({ ...p, thumbnail: thumbnail(p) })));
  }

  api.get('/brochures', simple(), ({ store, locale }) =>
    (store.document('brochures') ?? []).map((b) => ({ ...b, thumbnail: thumbnail(b), cover: banner(b), link: pdfLink(brochurePdfName(b.id), locale) })),
  );

  api.get('/article/:category/:slug', simple('category', 'slug'), ({ store, params }) => {
    const a = store.article(params.category ?? '', params.slug ?? '');
    if (!a) throw notFound(`unknown article "${params.category ?? ''}/${params.slug ?? ''}"`);
    return articleBody(a);
  });

  api.get('/video-playlists', simple(), ({ store }) => ({ playlists: (store.document('videos')?.playlists ?? []).map(playlistBody) }));

  api.get('/videogallery', simple(), ({ store }) => {
    const playlists = store.document('videos')?.playlists ?? [];
    return {
      playlists: playlists.map((p) => ({ id: p.id, name: p.name })),
      videos: playlists.flatMap((p) => playlistBody(p).videos.map((v) => ({ ...v, playlist: p.id }))),
    };
  });
}
