// `npm run engines:check`: every production package in the lockfile accepts the Node versions the project declares.
import { readFileSync } from 'node:fs';
import semver from 'semver';

interface LockPackage {
  version?: string;
  dev?: boolean;
  devOptional?: boolean;
  engines?: { node?: string } | string[];
}

/** The lowest release of each Node minor line the project supports (package.json engines, README, .ci/run). */
const SUPPORTED_NODE = ['20.19.0', '20.20.0'];

/** Production packages whose `engines.node` excludes one of the supported versions. */
function enginesProblems(lock: { packages: Record<string, LockPackage> }, versions = SUPPORTED_NODE): string[] {
  const problems: string[] = [];
  for (const [path, info] of Object.entries(lock.packages)) {
    if (!path || info.dev || info.devOptional) continue;
    const range = !Array.isArray(info.engines) ? info.engines?.node : undefined;
    if (!range) continue;
    const excluded = versions.filter((v) => !semver.satisfies(v, range));
    if (excluded.length) problems.push(`${path.replace(/^.*node_modules\//, '')}@${info.version ?? '?'} wants node ${range} (excludes ${excluded.join(', ')})`);
  }
  return problems;
}

function main(): void {
  const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines?: { node?: string } };
  const declared = pkg.engines?.node ?? '';
  const unsupported = SUPPORTED_NODE.filter((v) => !semver.satisfies(v, declared));
  const problems = enginesProblems(JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockPackage> });
  if (unsupported.length) problems.unshift(`package.json engines.node "${declared}" does not include ${unsupported.join(', ')}`);
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`\nengines:check failed: choose versions that run on Node ${SUPPORTED_NODE.join(' and ')}.`);
    process.exit(1);
  }
  console.info(`engines:check passed: every production dependency runs on Node ${SUPPORTED_NODE.join(' and ')}.`);
}

main();
