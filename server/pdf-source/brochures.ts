// Brochure PDFs: the brochure's title and summary, then a few pages on its topic drawn from the content store
// (the sights, routes, articles and events it is about), each brochure's topic named in TOPICS.

import { hoursText } from './hours';
import type { Locale } from '#shared/locales';
import { pdfLabels } from '../media/pdf/labels';
import type { PdfDocumentSource, PdfEntry, PdfSection } from '../media/pdf/model';
import type { Store } from '../store';
import type { Brochure, Sight, TourGroup } from '../store/types';
import { formatDistance, formatEventDates, htmlBlocks, isolateNumbers, labelled, tr } from './text';

/** One part of a brochure, in order. */
export type TopicBlock =
  | { article: string }
  | { tourCategory: string }
  | { tour: [category: string, group: string] }
  | { sightGroup: [category: string, group: string] }
  | { tag: string }
  | { calendar: true }
  | { pois: string };

/** What each brochure is about; a brochure not listed gets the most-viewed sights. */
export const TOPICS: Record<string, TopicBlock[]> = {
  'macao-map': [{ sightGroup: ['sightseeing', 'world-heritage'] }, { sightGroup: ['sightseeing', 'landmarks'] }, { pois: 'lrt' }],
  'historic-centre-walk': [{ article: 'about-macao/world-heritage' }, { tour: ['suggested-tours', 'historic-centre-walk'] }],
  'step-out-macao': [{ tourCategory: 'step-out-macao' }],
  'macao-food-guide': [{ article: 'dining/macanese-cuisine' }, { sightGroup: ['fnb', 'macanese-snacks'] }, { sightGroup: ['fnb', 'desserts'] }],
  'accessible-macao': [{ article: 'useful-info/accessibility-services' }, { article: 'accessibility/level-icon-list' }],
  'macao-light-festival': [{ article: 'custom/macao-light-festival' }, { tourCategory: 'macao-light-festival' }],
  'events-calendar': [{ calendar: true }],
  'getting-around': [{ article: 'useful-info/transport' }, { pois: 'lrt' }],
  'creative-city-of-gastronomy': [{ article: 'dining/gastronomy-creative-city' }, { sightGroup: ['fnb', 'macanese-cuisine'] }],
  'island-villages': [{ sightGroup: ['sightseeing', 'islands-and-villages'] }, { tour: ['suggested-tours', 'taipa-and-coloane'] }],
  'family-fun': [{ tag: 'family-friendly' }, { tour: ['suggested-tours', 'family-day'] }],
  'temples-and-churches': [{ sightGroup: ['sightseeing', 'temples'] }, { sightGroup: ['sightseeing', 'churches'] }],
};

const MAX_ENTRIES = 12;
const MAX_PARAGRAPHS = 14;

function sightEntry(s: Sight, locale: Locale): PdfEntry {
  const labels = pdfLabels(locale);
  const details = [labelled(labels.address, tr(s.address, locale), locale)];
  if (s.hours) details.push(labelled(labels.openingHours, hoursText(s.hours, locale), locale));
  else if (s.openingHour) details.push(labelled(labels.openingHours, tr(s.openingHour, locale), locale));
  if (s.admission) details.push(labelled(labels.admission, tr(s.admission, locale), locale));
  if (s.tel) details.push(isolateNumbers(s.tel, locale));
  const first = htmlBlocks(tr(s.description, locale)).find((b) => !b.heading)?.text;
  return { title: tr(s.name, locale), details, text: first ?? tr(s.summary, locale) };
}

function tourSection(store: Store, g: TourGroup, locale: Locale): PdfSection {
  const labels = pdfLabels(locale);
  const facts: string[] = [];
  if (g.duration) facts.push(labelled(labels.duration, tr(g.duration, locale), locale));
  if (g.distance) facts.push(labelled(labels.distance, formatDistance(g.distance, locale), locale));
  const intro = htmlBlocks(tr(g.description, locale))
    .filter((b) => !b.heading)
    .map((b) => b.text);
  const entries = g.stops.slice(0, MAX_ENTRIES).flatMap((stop): PdfEntry[] => {
    if ('sight' in stop) {
      const s = store.sight(stop.sight);
      return s ? [sightEntry(s, locale)] : [];
    }
    return [
      {
        title: tr(stop.name, locale),
        details: stop.address ? [labelled(labels.address, tr(stop.address, locale), locale)] : [],
        text: tr(stop.summary, locale),
      },
    ];
  });
  return { heading: tr(g.name, locale), paragraphs: [tr(g.summary, locale), ...facts, ...intro.slice(0, 3)].filter(Boolean), entries };
}

export function blockSections(store: Store, block: TopicBlock, locale: Locale): PdfSection[] {
  if ('article' in block) {
    const [category = '', slug = ''] = block.article.split('/');
    const a = store.article(category, slug);
    if (!a) return [];
    const parts = [...(a.content ? [{ title: undefined, content: a.content }] : []), ...a.sections, ...a.tabs];
    return parts.map((part, i) => ({
      heading: part.title ? tr(part.title, locale) : i === 0 ? tr(a.title, locale) : '',
      paragraphs: htmlBlocks(tr(part.content, locale))
        .map((b) => b.text)
        .slice(0, MAX_PARAGRAPHS),
      entries: [],
    }));
  }
  if ('tourCategory' in block) {
    const c = store.tourCategory(block.tourCategory);
    return c ? c.groups.filter((g) => g.stops.length).map((g) => tourSection(store, g, locale)) : [];
  }
  if ('tour' in block) {
    const g = store.tourGroup(...block.tour);
    return g ? [tourSection(store, g, locale)] : [];
  }
  if ('sightGroup' in block) {
    const [category, group] = block.sightGroup;
    const g = store.experienceGroups(category).find((x) => x.group === group);
    const sights = store.sights({ category, group }).sort((a, b) => b.views - a.views);
    if (!g || !sights.length) return [];
    return [{ heading: tr(g.name, locale), paragraphs: [tr(g.summary, locale)], entries: sights.slice(0, MAX_ENTRIES).map((s) => sightEntry(s, locale)) }];
  }
  if ('tag' in block) {
    const t = store.tag(block.tag);
    const sights = store.sightsByTag(block.tag).sort((a, b) => b.views - a.views);
    if (!t || !sights.length) return [];
    return [{ heading: tr(t.name, locale), paragraphs: [tr(t.summary, locale)], entries: sights.slice(0, MAX_ENTRIES).map((s) => sightEntry(s, locale)) }];
  }
  if ('calendar' in block) {
    const intro = htmlBlocks(tr(store.document('calendar')?.introduction, locale)).map((b) => b.text);
    const events = store
      .events({ calendar: true })
      .filter((e) => !e.hidden)
      .sort((a, b) => ((a.eventDate ?? a.month ?? '') < (b.eventDate ?? b.month ?? '') ? -1 : 1));
    const labels = pdfLabels(locale);
    return [
      {
        heading: '',
        paragraphs: intro,
        entries: events.map((e) => ({
          title: tr(e.name, locale),
          details: [labelled(labels.dates, e.showDate ? tr(e.showDate, locale) : formatEventDates(e, locale), locale)],
          text: tr(e.summary, locale),
        })),
      },
    ];
  }
  const pois = store.pois([block.pois]);
  if (!pois.length) return [];
  const routes = [...new Set(pois.map((p) => tr(p.route, locale)).filter(Boolean))];
  return [
    {
      heading: routes.join(' · ') || tr(pois[0]!.name, locale),
      paragraphs: [],
      entries: pois.map((p) => ({
        title: tr(p.name, locale),
        details: [
          ...(p.address ? [labelled(pdfLabels(locale).address, tr(p.address, locale), locale)] : []),
          ...(p.hours
            ? [labelled(pdfLabels(locale).openingHours, hoursText(p.hours, locale), locale)]
            : p.openingHour
              ? [labelled(pdfLabels(locale).openingHours, tr(p.openingHour, locale), locale)]
              : []),
        ],
      })),
    },
  ];
}

export function brochureSource(b: Brochure, store: Store, locale: Locale): PdfDocumentSource {
  const blocks = TOPICS[b.id];
  let sections = (blocks ?? []).flatMap((block) => blockSections(store, block, locale));
  if (!sections.length) {
    const top = [...store.sights()].sort((a, c) => c.views - a.views).slice(0, MAX_ENTRIES);
    sections = [{ heading: tr(b.title, locale), paragraphs: [], entries: top.map((s) => sightEntry(s, locale)) }];
  }
  // The first section opens with the brochure's own summary.
  sections[0] = { ...sections[0]!, heading: sections[0]!.heading || tr(b.title, locale), paragraphs: [tr(b.summary, locale), ...sections[0]!.paragraphs] };
  return {
    locale,
    title: tr(b.title, locale),
    subtitle: tr(b.summary, locale),
    sections: sections.filter((s) => s.heading || s.paragraphs.length || s.entries.length),
  };
}
