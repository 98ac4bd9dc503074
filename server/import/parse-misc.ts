// Validates events, articles, menus, home blocks, media, social, announcements, site and interface text.
import { provenance } from './provenance';
import type { ContentDir } from './files';
import { ContentError } from './errors';
import { Reader, compact } from './reader';
import { eachEntry, uniqueIds } from './parse-experience';
import { ARTICLE_CATEGORIES, MOTIFS } from './vocab';
import { LOCALES } from '#shared/locales';
import { WARNING_LEVELS, WARNING_TYPES } from '#shared/warnings';
import type {
  Announcement,
  Article,
  Banner,
  Banners,
  Brochure,
  Dated,
  EventRecord,
  MenuSection,
  Playlist,
  Site,
  Social,
  Taxon,
  Uit,
  WhatsHappening,
  WhatsonPdf,
} from '../store/types';

const RANGE_RE = /^\d{4}-\d{2}-\d{2}~\d{4}-\d{2}-\d{2}$/;
const MONTH_RE = /^\d{4}-(0[1-9]|1[0-2])$/;

function object<T>(dir: ContentDir, rel: string, parse: (r: Reader) => T): T | undefined {
  const file = dir.read(rel);
  return file ? parse(new Reader(file.name, undefined, file.value)) : undefined;
}

export function parseEvents(dir: ContentDir): {
  types: Taxon[];
  events: EventRecord[];
  pdfs: WhatsonPdf[];
  calendar?: { introduction: ReturnType<Reader['html']> };
} {
  const types = eachEntry(dir, 'events/types.json', (r) => ({ value: r.id('value'), name: r.ml('name') }));
  const typeValues = new Set(types.map((t) => t.value));
  const events = eachEntry(dir, 'events/events.json', (r) => {
    const eventDate = r.optStr('eventDate');
    if (eventDate !== undefined) {
      for (const range of eventDate.split(',')) {
        const [a, b] = range.trim().split('~');
        if (!RANGE_RE.test(range.trim()) || (a ?? '') > (b ?? ''))
          r.fail('eventDate', `expected "YYYY-MM-DD~YYYY-MM-DD" ranges (start <= end) joined by commas, got "${range}"`);
      }
    }
    const month = r.optStr('month');
    if (month !== undefined && !MONTH_RE.test(month)) r.fail('month', `expected YYYY-MM, got "${month}"`);
    if (eventDate === undefined && month === undefined) r.fail('eventDate', 'expected eventDate or month, got neither');
    const ev = compact<EventRecord>({
      id: r.id(),
      name: r.ml('name'),
      aliases: r.aliases(),
      summary: r.ml('summary'),
      description: r.optHtml('description'),
      types: r.idList('types', false),
      eventDate,
      month,
      datesConfirmed: r.optStr('datesConfirmed'),
      showDate: r.optMl('showDate'),
      location: r.list('location', (l) => compact({ name: l.optMl('name'), coordinate: l.coord() })),
      organizer: r.optMl('organizer'),
      calendar: r.bool('calendar', false),
      calendarLink: r.optUrl('calendarLink'),
      hidden: r.bool('hidden', false),
      ...r.art(),
      ...provenance(r),
    });
    ev.types.forEach((t, i) => {
      if (!typeValues.has(t)) r.fail(`types[${i}]`, `unknown event type "${t}"`);
    });
    return ev;
  });
  uniqueIds(dir.display('events/events.json'), events);
  const pdfs = eachEntry(dir, 'events/whatson-pdf.json', (r) => {
    const month = r.str('month');
    if (!MONTH_RE.test(month)) r.fail('month', `expected YYYY-MM, got "${month}"`);
    return { id: r.id(), month, title: r.ml('title'), file: r.str('file') };
  });
  const calendar = object(dir, 'events/calendar.json', (r) => ({ introduction: r.html('introduction') }));
  return { types, events, pdfs, ...(calendar ? { calendar } : {}) };
}

export function parseMenu(dir: ContentDir): MenuSection[] {
  return eachEntry(dir, 'travel-essentials/menu.json', (r) => ({
    name: r.ml('name'),
    items: r.list(
      'items',
      (i) =>
        compact({
          name: i.ml('name'),
          slug: i.id('slug'),
          category: i.oneOf('category', ['before-you-travel', 'about-macao', 'useful-info']),
          link: i.optUrl('link'),
        }),
      false,
    ),
  }));
}

export function parseArticles(dir: ContentDir): Article[] {
  const out: Article[] = [];
  for (const category of dir.subdirs('articles')) {
    for (const rel of dir.list(`articles/${category}`)) {
      const file = dir.read(rel);
      if (!file) continue;
      const slug = rel.replace(/^.*\//, '').replace(/\.json$/, '');
      const r = new Reader(file.name, `"${slug}"`, file.value);
      if (!(ARTICLE_CATEGORIES as readonly string[]).includes(category)) r.fail('category', `unknown article category folder "${category}"`);
      if (r.str('category') !== category) r.fail('category', `expected "${category}" (the folder's name)`);
      if (r.str('slug') !== slug) r.fail('slug', `expected "${slug}" (the file's name)`);
      const section = (s: Reader) => ({ id: s.id(), title: s.ml('title'), content: s.html('content') });
      const article = compact<Article>({
        category,
        slug,
        title: r.ml('title'),
        summary: r.ml('summary'),
        ...r.art(),
        author: r.optObj('author', (a) => compact({ name: a.ml('name'), link: a.optUrl('link') })),
        content: r.optHtml('content'),
        tabs: r.list('tabs', section),
        sections: r.list('sections', section),
        otherMedia: r.optObj('otherMedia', (m) => ({
          audioGuide: m.list('audioGuide', (a) => ({ value: a.str('value'), name: a.ml('name'), link: a.str('link') })),
        })),
        updatedAt: r.date('updatedAt'),
        style: r.optStr('style'),
        script: r.optObj('script', (s) => ({ fullWidth: s.bool('fullWidth', false) })),
      });
      if (!article.content && article.tabs.length === 0 && article.sections.length === 0) r.fail('content', 'expected content, tabs or sections');
      out.push(article);
    }
  }
  return out;
}

/** The optional dating of a promoted item (server/api/promoted.ts decides from it what is shown today). */
function dated(r: Reader): Dated {
  const d = compact<Dated>({
    event: r.has('event') ? r.id('event') : undefined,
    start: r.optDate('start'),
    end: r.optDate('end'),
    retrospective: r.has('retrospective') ? r.bool('retrospective', false) : undefined,
  });
  if (d.start && d.end && d.start > d.end) r.fail('end', `expected a date on or after start ${d.start}, got "${d.end}"`);
  return d;
}

function banner(r: Reader, footer: boolean): Banner {
  return compact<Banner>({
    id: r.id(),
    title: r.ml('title'),
    link: r.url('link'),
    ...r.art(),
    ...dated(r),
    showOn: footer ? r.list('showOn', (s) => ({ url: s.str('url'), exact: s.bool('exact', false) })) : undefined,
  });
}

export function parseHome(dir: ContentDir) {
  const banners = object<Banners>(dir, 'home/banners.json', (r) => ({
    home: r.list('home', (b) => banner(b, false)),
    footer: r.list('footer', (b) => banner(b, true)),
  }));
  const whatshappening = object<WhatsHappening>(dir, 'home/whatshappening.json', (r) => ({
    cards: r.list('cards', (c) => ({ id: c.id(), title: c.ml('title'), summary: c.ml('summary'), link: c.url('link'), ...c.art(), ...dated(c) })),
    banners: r.list('banners', (c) => ({ id: c.id(), title: c.ml('title'), link: c.url('link'), ...c.art(), ...dated(c) })),
  }));
  const topTours = eachEntry(dir, 'home/top-tours.json', (r) => ({ category: r.id('category'), group: r.id('group') }));
  const popular = eachEntry(dir, 'home/popular-attractions.json', (r) => ({
    id: r.id(),
    name: r.ml('name'),
    attractions: r.idList('attractions', false),
  }));
  return { banners, whatshappening, topTours, popular };
}

export function parseVideos(dir: ContentDir): { playlists: Playlist[] } | undefined {
  return object(dir, 'videos.json', (r) => ({
    playlists: r.list('playlists', (p) => ({
      id: p.id(),
      name: p.ml('name'),
      videos: p.list('videos', (v) => ({
        id: v.id(),
        title: v.ml('title'),
        summary: v.ml('summary'),
        duration: v.num('duration', { min: 0 }),
        ...v.art(),
      })),
    })),
  }));
}

export function parseSocial(dir: ContentDir): Social | undefined {
  return object(dir, 'social.json', (r) => {
    const feeds = r.obj_('feeds', (f) => ({ infoFeeds: f.strList('infoFeeds'), imgFeeds: f.strList('imgFeeds') }));
    const posts: Social['posts'] = {};
    r.optObj('posts', (p) => {
      for (const feed of p.keys()) {
        posts[feed] = p.list(feed, (s) =>
          compact({
            id: s.str('id'),
            network_id: s.str('network_id'),
            text: s.ml('text'),
            motif: s.has('motif') ? s.oneOf('motif', MOTIFS) : undefined,
            is_repost: s.bool('is_repost', false),
            url: s.url('url'),
            user_url: s.url('user_url'),
            source_identifier: s.str('source_identifier'),
            created: s.date('created'),
            warning: s.optObj('warning', (w) => {
              const type = w.oneOf('type', WARNING_TYPES);
              return { type, level: w.oneOf('level', WARNING_LEVELS[type]) };
            }),
          }),
        );
      }
    });
    return {
      subscriptions: r.list('subscriptions', (s) => ({ type: s.str('type'), name: s.ml('name'), link: s.url('link') })),
      feeds,
      posts,
    };
  });
}

export function parseAnnouncements(dir: ContentDir): Announcement[] {
  const list = eachEntry(dir, 'announcements.json', (r) =>
    compact<Announcement>({
      id: r.id(),
      content: r.html('content'),
      issuedTime: r.num('issuedTime', { int: true, min: 0 }),
      endTime: r.optNum('endTime', { int: true, min: 0 }),
      active: r.bool('active', true),
      isWarning: r.bool('isWarning', false),
      channels: r.strList('channels'),
      kind: r.optStr('kind'),
    }),
  );
  for (const a of list)
    if (a.endTime !== undefined && a.endTime <= a.issuedTime)
      throw new ContentError(
        `${dir.display('announcements.json')}: entry "${a.id}": field "endTime": expected a time after issuedTime ${a.issuedTime}, got ${a.endTime}`,
      );
  uniqueIds(dir.display('announcements.json'), list);
  return list;
}

export function parseSite(dir: ContentDir): Site | undefined {
  return object(dir, 'site.json', (r) =>
    compact<Site>({
      office: r.ml('office'),
      address: r.ml('address'),
      emails: r.strList('emails', false),
      tel: r.str('tel'),
      fax: r.optStr('fax'),
      hotline: r.str('hotline'),
      appLinks: r.list('appLinks', (a) => ({ name: a.str('name'), link: a.url('link') })),
      enewsLink: r.url('enewsLink'),
      industrySite: r.url('industrySite'),
      tripPlanner: r.url('tripPlanner'),
      chatbot: r.url('chatbot'),
      aboutLinks: r.list('aboutLinks', (a) => ({ slug: a.id('slug'), title: a.ml('title') })),
    }),
  );
}

export function parseUit(dir: ContentDir): Uit | undefined {
  return object(dir, 'uit.json', (r) => {
    const out: Uit = {};
    for (const category of r.keys()) out[category] = r.obj_(category, (c) => Object.fromEntries(c.keys().map((k) => [k, c.ml(k)])));
    return out;
  });
}

export function parseBrochures(dir: ContentDir): Brochure[] {
  const list = eachEntry(dir, 'brochures.json', (r) => ({
    id: r.id(),
    title: r.ml('title'),
    summary: r.ml('summary'),
    pages: r.num('pages', { int: true, min: 1 }),
    languages: r.strList('languages', false, (l) => (LOCALES as readonly string[]).includes(l), 'a locale code'),
    ...r.art(),
  }));
  uniqueIds(dir.display('brochures.json'), list);
  return list;
}

export { ContentError };
