// GPX, KML and iCalendar output read back with real parsers: @tmcw/togeojson on @xmldom/xmldom for GPX and KML (the
// reader Organic Maps-like apps' formats are checked with), ical.js for the calendar.
import { describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import { gpx, kml } from '@tmcw/togeojson';
import ICAL from 'ical.js';
import { tripGpx, tripIcs, tripKml, type ExportTrip } from '#/lib/trip/export';

const TRIP: ExportTrip = {
  title: 'My trip to Macao',
  days: [
    {
      title: 'Day 1 · Sat 28 Nov',
      date: '2026-11-28',
      stops: [
        {
          name: "Ruins of St. Paul's",
          address: 'Company of Jesus Square',
          coordinate: [113.5409, 22.1975],
          arrive: 540,
          leave: 600,
          url: 'https://example.test/en/sight/ruins',
          note: 'Photos & <stairs>',
        },
        { name: '媽閣廟', coordinate: [113.5308, 22.1862], arrive: 620, leave: 680, url: 'https://example.test/zh-hant/sight/a-ma' },
        { name: 'No place on the map', arrive: 700, leave: 760, url: 'https://example.test/en/x' },
      ],
    },
    {
      title: 'Day 2 · Sun 29 Nov',
      date: '2026-11-29',
      stops: [{ name: 'مطعم', coordinate: [113.54, 22.19], arrive: 540, leave: 615, url: 'https://example.test/ar/r' }],
    },
  ],
};

const parseXml = (text: string) => new DOMParser().parseFromString(text, 'text/xml') as unknown as Document;

describe('tripGpx', () => {
  it('parses back into a waypoint per located stop and a route per day', () => {
    const features = gpx(parseXml(tripGpx(TRIP))).features;
    const points = features.filter((f) => f.geometry?.type === 'Point');
    const lines = features.filter((f) => f.geometry?.type === 'LineString');
    expect(points.map((f) => f.properties?.name)).toEqual(["Ruins of St. Paul's", '媽閣廟', 'مطعم']);
    expect(points[0]!.geometry).toEqual({ type: 'Point', coordinates: [113.5409, 22.1975] });
    expect(points[0]!.properties?.desc).toBe('Company of Jesus Square\nPhotos & <stairs>');
    // A route needs two points: day 2's single stop is a waypoint only.
    expect(lines.map((f) => f.properties?.name)).toEqual(['Day 1 · Sat 28 Nov']);
    expect(lines[0]!.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [113.5409, 22.1975],
        [113.5308, 22.1862],
      ],
    });
  });
});

describe('tripKml', () => {
  it('parses back into numbered placemarks and a line per day', () => {
    const features = kml(parseXml(tripKml(TRIP))).features;
    expect(features.filter((f) => f.geometry?.type === 'Point').map((f) => f.properties?.name)).toEqual(["1. Ruins of St. Paul's", '2. 媽閣廟', '1. مطعم']);
    const line = features.find((f) => f.geometry?.type === 'LineString');
    expect(line?.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [113.5409, 22.1975, 0],
        [113.5308, 22.1862, 0],
      ],
    });
    expect(String(features[0]!.properties?.description)).toContain('Photos & <stairs>');
  });
});

describe('tripIcs', () => {
  it('parses back into one event per stop at its Macao time', () => {
    const text = tripIcs(TRIP, { now: new Date('2026-11-28T03:00:00Z'), host: 'example.test', language: 'en' });
    const vevents = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(vevents.map((e) => e.summary)).toEqual(["Ruins of St. Paul's", '媽閣廟', 'No place on the map', 'مطعم']);
    // 09:00 in Macao is 01:00 UTC.
    expect(vevents[0]!.startDate.toJSDate().toISOString()).toBe('2026-11-28T01:00:00.000Z');
    expect(vevents[0]!.endDate.toJSDate().toISOString()).toBe('2026-11-28T02:00:00.000Z');
    expect(vevents[0]!.location).toBe('Company of Jesus Square');
    expect(vevents[3]!.startDate.toJSDate().toISOString()).toBe('2026-11-29T01:00:00.000Z');
    expect(new Set(vevents.map((e) => e.uid)).size).toBe(4);
  });
});
