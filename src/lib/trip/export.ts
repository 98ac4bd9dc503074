// The trip as files other apps open: GPX 1.1 (Organic Maps, OsmAnd: one waypoint per stop and one route per day),
// KML 2.2 (Google My Maps: a folder per day with its placemarks and the day's line) and iCalendar (each stop an event at
// its planned time). The XML writers are small and written here: the packages that write GPX/KML from GeoJSON
// (togpx, tokml) have been unmaintained since 2015/2017; the tests read the output back with @tmcw/togeojson.
import ical from 'ical-generator';
import type { LonLat } from '#shared/geo';
import { macaoMoment } from './checks';

export interface ExportStop {
  name: string;
  address?: string | undefined;
  coordinate?: LonLat | undefined;
  /** Minutes after midnight, Macao time. */
  arrive: number;
  leave: number;
  note?: string | undefined;
  /** The place's page, absolute. */
  url: string;
}

export interface ExportDay {
  /** Shown as the day's name ("Day 1 · Sat 28 Nov"), in the visitor's language. */
  title: string;
  date: string;
  stops: ExportStop[];
}

export interface ExportTrip {
  title: string;
  days: ExportDay[];
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Escapes text for XML, dropping the control characters XML 1.0 cannot hold. */
export function xmlText(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
}

const located = (stops: ExportStop[]): (ExportStop & { coordinate: LonLat })[] => stops.filter((s): s is ExportStop & { coordinate: LonLat } => !!s.coordinate);
const description = (s: ExportStop): string => [s.address, s.note].filter(Boolean).join('\n');

export function tripGpx(trip: ExportTrip): string {
  const wpts = trip.days.flatMap((d) =>
    located(d.stops).map((s) => {
      const desc = description(s);
      return (
        `  <wpt lat="${s.coordinate[1]}" lon="${s.coordinate[0]}">\n    <name>${xmlText(s.name)}</name>\n` +
        (desc ? `    <desc>${xmlText(desc)}</desc>\n` : '') +
        `    <link href="${xmlText(s.url)}"/>\n    <type>${xmlText(d.title)}</type>\n  </wpt>\n`
      );
    }),
  );
  const rtes = trip.days
    .filter((d) => located(d.stops).length > 1)
    .map(
      (d) =>
        `  <rte>\n    <name>${xmlText(d.title)}</name>\n` +
        located(d.stops)
          .map((s) => `    <rtept lat="${s.coordinate[1]}" lon="${s.coordinate[0]}"><name>${xmlText(s.name)}</name></rtept>\n`)
          .join('') +
        '  </rte>\n',
    );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<gpx version="1.1" creator="Macao Travel Guide" xmlns="http://www.topografix.com/GPX/1/1">\n' +
    `  <metadata><name>${xmlText(trip.title)}</name></metadata>\n` +
    wpts.join('') +
    rtes.join('') +
    '</gpx>\n'
  );
}

export function tripKml(trip: ExportTrip): string {
  const folders = trip.days.map((d) => {
    const stops = located(d.stops);
    const marks = stops.map((s, i) => {
      const desc = [description(s), s.url].filter(Boolean).join('\n');
      return (
        `      <Placemark>\n        <name>${i + 1}. ${xmlText(s.name)}</name>\n` +
        `        <description>${xmlText(desc)}</description>\n` +
        `        <Point><coordinates>${s.coordinate[0]},${s.coordinate[1]},0</coordinates></Point>\n      </Placemark>\n`
      );
    });
    const line =
      stops.length > 1
        ? `      <Placemark>\n        <name>${xmlText(d.title)}</name>\n        <LineString><tessellate>1</tessellate><coordinates>${stops
            .map((s) => `${s.coordinate[0]},${s.coordinate[1]},0`)
            .join(' ')}</coordinates></LineString>\n      </Placemark>\n`
        : '';
    return `    <Folder>\n      <name>${xmlText(d.title)}</name>\n${marks.join('')}${line}    </Folder>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n  <Document>\n' +
    `    <name>${xmlText(trip.title)}</name>\n${folders.join('')}  </Document>\n</kml>\n`
  );
}

/** The trip as a calendar: each stop an event at its planned time (UTC, from Macao's clock), with the place as location. */
export function tripIcs(trip: ExportTrip, { now, host, language }: { now: Date; host: string; language: string }): string {
  const cal = ical({
    name: trip.title,
    prodId: { company: 'Macao Government Tourism Office', product: 'Macao Travel Guide', language: language.toUpperCase() },
  });
  trip.days.forEach((d, di) =>
    d.stops.forEach((s, si) => {
      cal.createEvent({
        id: `trip-${d.date}-${di + 1}-${si + 1}@${host}`,
        start: new Date(macaoMoment(d.date, s.arrive)),
        end: new Date(macaoMoment(d.date, s.leave)),
        stamp: now,
        summary: s.name,
        description: [description(s), s.url].filter(Boolean).join('\n\n'),
        url: s.url,
        location: { title: s.address || s.name, ...(s.coordinate ? { geo: { lat: s.coordinate[1], lon: s.coordinate[0] } } : {}) },
      });
    }),
  );
  return cal.toString();
}
