// Typed field readers over one content entry: every failure throws a ContentError naming file, entry and field.
import { ContentError } from './errors';
import { cleanHtml } from './sanitize';
import { MOTIFS, PALETTES } from './vocab';
import { LOCALES } from '#shared/locales';
import { inMacaoBounds, isCoordinatePair } from '#shared/geo';
import type { Art, Coord, ML } from '../store/types';

const ID_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const LOCALE_SET = new Set<string>(LOCALES);

type Obj = Record<string, unknown>;

function describe(v: unknown): string {
  if (v === undefined) return 'missing';
  const s = JSON.stringify(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

export class Reader {
  private readonly obj: Obj;

  /** `entry` is the id or index label of the top-level entry; `prefix` the path of a nested object. */
  constructor(
    readonly file: string,
    readonly entry: string | undefined,
    value: unknown,
    readonly prefix = '',
  ) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ContentError(this.where(prefix.replace(/\.$/, '') || undefined, `expected an object, got ${describe(value)}`));
    }
    this.obj = value as Obj;
  }

  /** Reader for one element of a top-level array: the entry is named by its id, else by its index. */
  static entry(file: string, value: unknown, index: number): Reader {
    const id = typeof value === 'object' && value !== null ? (value as Obj).id : undefined;
    return new Reader(file, typeof id === 'string' ? `"${id}"` : String(index), value);
  }

  private where(field: string | undefined, msg: string): string {
    const parts = [this.file];
    if (this.entry !== undefined) parts.push(`entry ${this.entry}`);
    if (field !== undefined) parts.push(`field "${field}"`);
    return `${parts.join(': ')}: ${msg}`;
  }

  fail(key: string, msg: string): never {
    throw new ContentError(this.where(this.prefix + key, msg));
  }

  has(key: string): boolean {
    return this.obj[key] !== undefined && this.obj[key] !== null;
  }

  raw(key: string): unknown {
    return this.obj[key];
  }

  private need(key: string, what: string): unknown {
    const v = this.obj[key];
    if (v === undefined || v === null) this.fail(key, `expected ${what}, got missing`);
    return v;
  }

  str(key: string): string {
    const v = this.need(key, 'a non-empty string');
    if (typeof v !== 'string' || v.trim() === '') this.fail(key, `expected a non-empty string, got ${describe(v)}`);
    return v;
  }

  optStr(key: string): string | undefined {
    return this.has(key) ? this.str(key) : undefined;
  }

  id(key = 'id'): string {
    const v = this.str(key);
    if (!ID_RE.test(v)) this.fail(key, `expected a lowercase kebab-case id, got ${describe(v)}`);
    return v;
  }

  oneOf<T extends string>(key: string, values: readonly T[] | Set<string>): T {
    const v = this.str(key);
    const ok = Array.isArray(values) ? values.includes(v as T) : (values as Set<string>).has(v);
    if (!ok) this.fail(key, `expected one of ${[...values].slice(0, 12).join(', ')}, got ${describe(v)}`);
    return v as T;
  }

  num(key: string, opts: { int?: boolean; min?: number; max?: number } = {}): number {
    const v = this.need(key, 'a number');
    if (typeof v !== 'number' || !Number.isFinite(v)) this.fail(key, `expected a number, got ${describe(v)}`);
    if (opts.int && !Number.isInteger(v)) this.fail(key, `expected an integer, got ${describe(v)}`);
    if (opts.min !== undefined && v < opts.min) this.fail(key, `expected a number >= ${opts.min}, got ${v}`);
    if (opts.max !== undefined && v > opts.max) this.fail(key, `expected a number <= ${opts.max}, got ${v}`);
    return v;
  }

  optNum(key: string, opts: { int?: boolean; min?: number; max?: number } = {}): number | undefined {
    return this.has(key) ? this.num(key, opts) : undefined;
  }

  bool(key: string, fallback: boolean): boolean {
    if (!this.has(key)) return fallback;
    const v = this.obj[key];
    if (typeof v !== 'boolean') this.fail(key, `expected true or false, got ${describe(v)}`);
    return v;
  }

  date(key: string): string {
    const v = this.str(key);
    if (!DATE_RE.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) this.fail(key, `expected a date YYYY-MM-DD, got ${describe(v)}`);
    return v;
  }

  optDate(key: string): string | undefined {
    return this.has(key) ? this.date(key) : undefined;
  }

  url(key: string): string {
    const v = this.str(key);
    if (!/^(https?:\/\/|mailto:|\/)/.test(v)) this.fail(key, `expected an http(s) URL or an internal path, got ${describe(v)}`);
    return v;
  }

  optUrl(key: string): string | undefined {
    return this.has(key) ? this.url(key) : undefined;
  }

  ml(key: string): ML {
    const v = this.need(key, 'a multilingual object with "en"');
    if (typeof v !== 'object' || Array.isArray(v) || v === null) this.fail(key, `expected a multilingual object with "en", got ${describe(v)}`);
    const out: Record<string, string> = {};
    for (const [loc, text] of Object.entries(v as Obj)) {
      if (!LOCALE_SET.has(loc)) this.fail(`${key}.${loc}`, `unknown locale "${loc}"`);
      if (typeof text !== 'string') this.fail(`${key}.${loc}`, `expected a string, got ${describe(text)}`);
      if (text.trim() !== '') out[loc] = text;
    }
    if (out.en === undefined) this.fail(`${key}.en`, 'expected non-empty English text, got missing');
    return out as ML;
  }

  optMl(key: string): ML | undefined {
    return this.has(key) ? this.ml(key) : undefined;
  }

  html(key: string): ML {
    const text = this.ml(key);
    const out: Record<string, string> = {};
    for (const [loc, value] of Object.entries(text)) {
      // A locale left empty by sanitising falls back to English like a missing one.
      const clean = value === undefined ? '' : cleanHtml(value);
      if (clean !== '') out[loc] = clean;
    }
    if (!out.en) this.fail(`${key}.en`, 'expected English HTML with content after sanitising');
    return out as ML;
  }

  optHtml(key: string): ML | undefined {
    return this.has(key) ? this.html(key) : undefined;
  }

  private checkCoord(key: string, v: unknown): Coord {
    if (!isCoordinatePair(v) || !inMacaoBounds(v)) this.fail(key, `expected [lon, lat] inside Macao bounds, got ${describe(v)}`);
    return [v[0], v[1]];
  }

  coord(key = 'coordinate'): Coord {
    return this.checkCoord(key, this.need(key, '[lon, lat]'));
  }

  optCoord(key = 'coordinate'): Coord | undefined {
    return this.has(key) ? this.coord(key) : undefined;
  }

  /** A [lon, lat] pair anywhere on earth (offices abroad). */
  optWorldCoord(key = 'coordinate'): Coord | undefined {
    if (!this.has(key)) return undefined;
    const v = this.obj[key];
    if (!isCoordinatePair(v) || Math.abs(v[0]) > 180 || Math.abs(v[1]) > 90) this.fail(key, `expected [lon, lat], got ${describe(v)}`);
    return [v[0], v[1]];
  }

  /** One [lon, lat] pair or a non-empty list of pairs. */
  coordOrList(key = 'coordinate'): Coord | Coord[] {
    const v = this.need(key, '[lon, lat] or a list of them');
    if (Array.isArray(v) && v.length > 0 && Array.isArray(v[0])) return v.map((c, i) => this.checkCoord(`${key}[${i}]`, c));
    return this.checkCoord(key, v);
  }

  private array(key: string, optional: boolean): unknown[] {
    if (!this.has(key)) {
      if (optional) return [];
      this.fail(key, 'expected a list, got missing');
    }
    const v = this.obj[key];
    if (!Array.isArray(v)) this.fail(key, `expected a list, got ${describe(v)}`);
    return v;
  }

  strList(key: string, optional = true, check?: (s: string) => boolean, what = 'a non-empty string'): string[] {
    return this.array(key, optional).map((s, i) => {
      if (typeof s !== 'string' || s === '' || (check && !check(s))) this.fail(`${key}[${i}]`, `expected ${what}, got ${describe(s)}`);
      return s;
    });
  }

  idList(key: string, optional = true): string[] {
    return this.strList(key, optional, (s) => ID_RE.test(s), 'a kebab-case id');
  }

  numList(key: string, optional = true): number[] {
    return this.array(key, optional).map((n, i) => {
      if (typeof n !== 'number' || !Number.isInteger(n)) this.fail(`${key}[${i}]`, `expected an integer, got ${describe(n)}`);
      return n;
    });
  }

  list<T>(key: string, each: (r: Reader, i: number) => T, optional = true): T[] {
    return this.array(key, optional).map((v, i) => each(new Reader(this.file, this.entry, v, `${this.prefix}${key}[${i}].`), i));
  }

  obj_<T>(key: string, each: (r: Reader) => T): T {
    return each(new Reader(this.file, this.entry, this.need(key, 'an object'), `${this.prefix}${key}.`));
  }

  optObj<T>(key: string, each: (r: Reader) => T): T | undefined {
    return this.has(key) ? this.obj_(key, each) : undefined;
  }

  keys(): string[] {
    return Object.keys(this.obj);
  }

  /** Optional `aliases`: distinct one-line names of at most 100 characters, none a repeat of the entry's `name`. */
  aliases(): string[] | undefined {
    if (!this.has('aliases')) return undefined;
    const name = this.has('name') ? this.ml('name') : undefined;
    const list = this.strList(
      'aliases',
      true,
      (s) => s.trim() === s && s.length <= 100 && !/[\n\r]/.test(s),
      'a one-line name of at most 100 characters without outer spaces',
    );
    const seen = new Set<string>();
    list.forEach((a, i) => {
      if (seen.has(a)) this.fail(`aliases[${i}]`, `duplicate alias ${describe(a)}`);
      if (name && Object.values(name).includes(a)) this.fail(`aliases[${i}]`, `${describe(a)} is already one of the names`);
      seen.add(a);
    });
    return list;
  }

  art(): Art {
    const motif = this.oneOf('motif', MOTIFS);
    const palette = this.has('palette') ? this.oneOf('palette', PALETTES) : undefined;
    return palette ? { motif, palette } : { motif };
  }
}

/** Drops undefined values so stored JSON stays compact. */
export function compact<T extends object>(o: T): T {
  for (const k of Object.keys(o) as (keyof T)[]) if (o[k] === undefined) delete o[k];
  return o;
}
