import { buildSearchIndex, search } from './server/search';
import { syntheticCorpus, DOCS } from './tests/unit/search/fixtures';
let t = performance.now();
const idx = buildSearchIndex([...DOCS, ...syntheticCorpus(5000)]);
console.log('build ms', performance.now() - t);
const qs = ['heritage', 'egg tart', 'dragon boat race', 'macao', 'sentado squre', 'coffe', 'lighthouse hill park', 'tea'];
const times: number[] = [];
for (let i = 0; i < 2000; i++) { const q = qs[i % qs.length]!; const s = performance.now(); const r = search(idx, { q, locale: 'en', start: 1 + (i % 3) * 10 }); times.push(performance.now() - s); if (i < qs.length) console.log(q, r.searchInformation.totalResults, r.spelling?.correctedQuery, r.items[0]?.htmlTitle, r.items[0]?.htmlSnippet); }
times.sort((a, b) => a - b);
console.log('p50', times[1000], 'p99', times[1980], 'max', times[1999]);
