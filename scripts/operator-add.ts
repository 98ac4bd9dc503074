// Creates an operator in the live store (DATABASE_URL, or LIVE_DB_PATH / data/live.sqlite): there are no default
// credentials, so the first admin is made here. `npm run operator:add -- <username> <admin|editor> ["Display name"]`;
// the password is read from OPERATOR_PASSWORD or asked for on the terminal (never an argument: shells keep history).
import { randomUUID } from 'node:crypto';
import readline from 'node:readline';
import { readConfig } from '../server/config';
import { migrate } from '../server/live/migrations';
import { openLiveStore } from '../server/live/store';
import { hashPassword } from '../server/operator/passwords';
import { USERNAME_PATTERN, passwordProblem } from '../server/operator/rules';

function ask(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed.
  const out = rl as unknown as { _writeToOutput: (s: string) => void; output: NodeJS.WriteStream };
  out._writeToOutput = (s: string) => {
    if (s.startsWith(question)) out.output.write(s);
  };
  return new Promise((resolve) =>
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}

const [rawName, role = 'editor', ...rest] = process.argv.slice(2);
const username = (rawName ?? '').trim().toLowerCase();
if (!USERNAME_PATTERN.test(username) || (role !== 'admin' && role !== 'editor')) {
  console.error('usage: npm run operator:add -- <username> <admin|editor> ["Display name"]  (username: 3–40 of a-z 0-9 . - _)');
  process.exit(2);
}
const password = process.env.OPERATOR_PASSWORD ?? (await ask(`Password for ${username}: `));
const problem = passwordProblem(password, username);
if (problem) {
  console.error(`operator:add: ${problem}`);
  process.exit(2);
}

const config = readConfig();
const store = openLiveStore({ databaseUrl: config.databaseUrl, sqlitePath: config.liveDbPath });
try {
  await migrate(store.db);
  const now = Date.now();
  await store.createOperator(
    {
      id: randomUUID(),
      username,
      displayName: rest.join(' ').trim() || username,
      role,
      passwordHash: await hashPassword(password),
      disabled: false,
      createdAt: now,
      passwordChangedAt: now,
    },
    { id: null, name: `operator:add (${process.env.USER ?? 'shell'})`, ip: null },
  );
  console.info(`Operator "${username}" (${role}) created in ${store.description}.`);
  if (role === 'admin') console.info('At the first sign-in the operator area asks them to set up a second factor (an authenticator app).');
} catch (err) {
  console.error(`operator:add: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
