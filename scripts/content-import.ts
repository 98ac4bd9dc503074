// `npm run content:import`: validates content/ and rebuilds the SQLite store, printing counts or the first error.
import { ContentError, importContent } from '../server/import';

const contentDir = process.env.CONTENT_DIR ?? 'content';
const dbPath = process.env.DB_PATH ?? 'data/store.sqlite';

try {
  const counts = importContent(contentDir, dbPath);
  console.log(`Imported ${contentDir} into ${dbPath}:`);
  for (const [kind, n] of Object.entries(counts)) console.log(`  ${kind.padEnd(12)} ${n}`);
} catch (e) {
  if (e instanceof ContentError) {
    console.error(e.message);
    process.exit(1);
  }
  throw e;
}
