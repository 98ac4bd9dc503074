// Tells a failed lazy load of a page part (a route chunk) apart from other errors, and why it failed.

export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'timeout' | 'missing';

const CHUNK_PATTERNS = [
  /dynamically imported module/i,
  /Importing a module script failed/i,
  /Loading chunk/i,
  /error loading dynamically imported/i,
  /Failed to fetch/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_PATTERNS.some((re) => re.test(message));
}

export function classifyChunkFailure(elapsedMs: number): ChunkFailure {
  return elapsedMs >= CHUNK_TIMEOUT_MS ? 'timeout' : 'missing';
}
