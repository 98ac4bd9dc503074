// Events (what's on): types filter, search by type/keyword/month with server-side date status and sort, details,
// calendar, PDFs and upcoming events. "Today" is Macao's date from the injected clock.
import {
  calendarDateStatus,
  compareEvents,
  eventDateStatus,
  eventInMonth,
  eventInOrAfterMonth,
  isMonthFilter,
  monthFilterToMonth,
  monthOptions,
} from '#shared/events';
import type { Api, Ctx } from '../api/context';
import { badRequest, notFound } from '../api/context';
import { keywordMatcher, multiSelect, optionsInUse, taxon } from '../api/listing';
import { pick } from '../api/localize';
import { banner, gallery, thumbnail } from '../api/art-urls';
import { MONTH, TEXT, query, simple } from '../api/schemas';
import { entityPois } from '../api/sight-shapes';
import type { CalendarLookup, EventDetail, EventSummary, WhatsonFilters, WhatsonSearch } from '#shared/api/places';
import type { EventRecord, ML } from '../store/types';
import { pdfLink } from '../media-source';
import { placeFacts } from '../api/provenance';

const TOP_COUNT = 3;
const UPCOMING_COUNT = 4;

function summary(ctx: Ctx, e: EventRecord): EventSummary<ML> {
  const status = eventDateStatus(e, ctx.today);
  const types = ctx.store.document('event-types') ?? [];
  const coordinate = e.location[0]?.coordinate;
  return {
    id: e.id,
    name: e.name,
    summary: e.summary,
    ...(e.eventDate ? { eventDate: e.eventDate } : {}),
    ...(e.month ? { month: e.month } : {}),
    ...(e.showDate ? { showDate: e.showDate } : {}),
    ...(e.datesConfirmed ? { datesConfirmed: e.datesConfirmed } : {}),
    dateStatus: status.status,
    hidden: e.hidden || status.hidden,
    ...(status.daysBeforeStart !== undefined ? { daysBeforeStart: status.daysBeforeStart } : {}),
    ...(status.daysBeforeEnd !== undefined ? { daysBeforeEnd: status.daysBeforeEnd } : {}),
    ...(status.badge ? { badge: status.badge } : {}),
    types: e.types.map((t) => taxon(types, t)),
    ...(coordinate ? { coordinate } : {}),
    location: e.location,
    thumbnail: thumbnail(e),
    ...(e.statusKind ? { statusKind: e.statusKind } : {}),
  };
}

type Summary = EventSummary<ML>;

function sorted(ctx: Ctx, list: Summary[]): Summary[] {
  const key = (s: Summary) => ({
    status: s.dateStatus,
    daysBeforeStart: s.daysBeforeStart,
    daysBeforeEnd: s.daysBeforeEnd,
    coordinate: s.coordinate,
    name: pick(s.name, ctx.locale),
  });
  return list.sort((a, b) => compareEvents(key(a), key(b)));
}

function eventOr404(ctx: Ctx<unknown, { id: string }>): EventRecord {
  const e = ctx.store.event(ctx.params.id ?? '');
  if (!e) throw notFound(`unknown event "${ctx.params.id ?? ''}"`);
  return e;
}

export function registerEvents(api: Api): void {
  api.get('/api/enf/whatson_filter', { querystring: query({ m: MONTH }) }, (ctx): WhatsonFilters<ML> => ({
    // Only the types some listed event has.
    types: optionsInUse(
      ctx.store.document('event-types') ?? [],
      ctx.store
        .events()
        .filter((e) => !e.hidden)
        .flatMap((e) => e.types),
    ),
    months: monthOptions(ctx.today, typeof ctx.query.m === 'string' ? ctx.query.m : undefined),
  }));

  api.get('/api/enf/whatson', { querystring: query({ type: TEXT, keyword: TEXT, m: MONTH }) }, (ctx): WhatsonSearch<ML> => {
    const m = typeof ctx.query.m === 'string' && ctx.query.m !== '' ? ctx.query.m : undefined;
    if (m !== undefined && !isMonthFilter(m)) throw badRequest('m: expected a month YYYYMM');
    const types = multiSelect(ctx.query.type, ctx.store.document('event-types') ?? []);
    const match = keywordMatcher(ctx.query.keyword);
    const month = m ? monthFilterToMonth(m) : ctx.today.slice(0, 7);
    const list = ctx.store
      .events()
      .filter((e) => (m ? eventInMonth(e, month) : eventInOrAfterMonth(e, month)))
      .filter((e) => !e.hidden && (!types || e.types.some((t) => types.has(t))) && match([e.name, e.summary, e.showDate]))
      .map((e) => summary(ctx, e))
      // Past months are browsable through the month filter, so date-hidden events stay when a month is asked for.
      .filter((s) => m !== undefined || !s.hidden);
    const results = sorted(ctx, list);
    return {
      resultCount: results.length,
      top: results.filter((s) => s.dateStatus === 'inProgress' || s.dateStatus === 'upComing').slice(0, TOP_COUNT),
      results,
    };
  });

  api.get('/api/enf/whatson/:id', simple('id'), (ctx): EventDetail<ML> => {
    const e = eventOr404(ctx);
    return {
      ...summary(ctx, e),
      title: e.name,
      description: e.description ?? e.summary,
      ...(e.organizer ? { organizer: e.organizer } : {}),
      ...placeFacts(ctx.store, e),
      banner: banner(e),
      gallery: gallery(e),
      pois: e.location.length
        ? entityPois(
            ctx.store,
            e.location.map((l) => l.coordinate),
            e.id,
            ctx.today,
          )
        : [],
    };
  });

  api.get('/api/enf/calendar/:id', simple('id'), (ctx): CalendarLookup<ML> => {
    const e = eventOr404(ctx);
    return { ...summary(ctx, e), ...(e.calendarLink ? { link: e.calendarLink } : {}) };
  });

  api.get('/api/enf/whatson-pdf', simple(), ({ store, locale }) =>
    [...(store.document('whatson-pdf') ?? [])]
      .sort((a, b) => (a.month < b.month ? 1 : -1))
      .map((p) => ({ id: p.id, month: p.month, title: p.title, file: p.file, link: pdfLink(p.file.replace(/\.pdf$/i, ''), locale) })),
  );

  api.get('/api/enf/calendar', simple(), (ctx) => {
    const introduction = ctx.store.document('calendar')?.introduction ?? { en: '' };
    const enfs = ctx.store
      .events({ calendar: true })
      .filter((e) => !e.hidden)
      .map((e) => ({
        ...summary(ctx, e),
        calendarStatus: calendarDateStatus(e.datesConfirmed, e.showDate ? pick(e.showDate, ctx.locale) : (e.eventDate ?? e.month)),
        ...(e.calendarLink ? { link: e.calendarLink } : {}),
      }))
      .sort((a, b) => ((a.eventDate ?? a.month ?? '') < (b.eventDate ?? b.month ?? '') ? -1 : 1));
    return { Introduction: introduction, introduction, enfs };
  });

  api.get('/api/enf', simple(), (ctx): { enfs: EventSummary<ML>[] } => {
    const list = ctx.store
      .events()
      .filter((e) => eventInOrAfterMonth(e, ctx.today.slice(0, 7)))
      .map((e) => summary(ctx, e))
      .filter((s) => !s.hidden && (s.dateStatus === 'inProgress' || s.dateStatus === 'upComing'));
    return { enfs: sorted(ctx, list).slice(0, UPCOMING_COUNT) };
  });
}
