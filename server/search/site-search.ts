// The site search of the running server: one MiniSearch index per enabled locale, built from the store on first use,
// searched by /api/gcse and served serialised (and compressed once) by /api/search-index.
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { buildLocaleIndex, searchLocale, serializeLocaleIndex, type LocaleIndex, type SearchQuery, type SearchResult } from '#shared/search/index';
import { etagOf } from '../api/cache';
import type { Store } from '../store';
import { searchEntries, searchSources } from './entries';

export interface IndexBody {
  json: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export class SiteSearch {
  private sources: ReturnType<typeof searchSources> | undefined;
  private readonly indexes = new Map<string, LocaleIndex>();
  private readonly bodies = new Map<string, Promise<IndexBody>>();

  constructor(private readonly store: Store) {}

  index(locale: string): LocaleIndex {
    let index = this.indexes.get(locale);
    if (!index) {
      this.sources ??= searchSources(this.store);
      index = buildLocaleIndex(locale, searchEntries(this.sources, locale));
      this.indexes.set(locale, index);
    }
    return index;
  }

  search(locale: string, query: SearchQuery): SearchResult {
    return searchLocale(this.index(locale), query);
  }

  /**
   * The serialised index of a locale, compressed once (off the main thread; brotli 9 is 20 times faster than 11 for a
   * body 15 % larger): it is the largest answer of the API and changes only with the content.
   */
  body(locale: string): Promise<IndexBody> {
    let body = this.bodies.get(locale);
    if (!body) {
      const json = Buffer.from(JSON.stringify(serializeLocaleIndex(this.index(locale), this.store.contentVersion)));
      body = Promise.all([gzipAsync(json), brotliAsync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: json.length } })]).then(
        ([gz, br]) => ({ json, gzip: gz, br, etag: etagOf(json.toString('utf8')) }),
      );
      this.bodies.set(locale, body);
    }
    return body;
  }
}
