// `npm run user:create -- --role manager --email ops@example.com --name "Kenji Sato" [--country JP]`
// Creates a verified account on the configured database (DATABASE_URL, or the embedded one in
// DATA_DIR — stop the portal first: the embedded database has one user at a time). The password
// is asked twice on a terminal, or read from the first line of standard input when piped, so it
// never shows in the shell's history or the process list.
import { createInterface } from 'node:readline';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { AccountInputError, createAccount, parseUserCreateArgs } from './create-account.js';

/** One line from a terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
      if (s.startsWith(question)) write.call(rl, question);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await askHidden('Password: ');
    const again = await askHidden('Password again: ');
    if (first !== again) throw new AccountInputError('the two passwords differ');
    return first;
  }
  const rl = createInterface({ input: process.stdin });
  for await (const line of rl) {
    rl.close();
    return line;
  }
  return '';
}

async function main() {
  const args = parseUserCreateArgs(process.argv.slice(2));
  const password = await readPassword();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
  try {
    const account = await createAccount(database.db, { ...args, password });
    console.log(`created ${args.role} ${account.email} (id ${account.id}) on ${database.engine}`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof AccountInputError ? `user:create: ${err.message}` : err);
  process.exit(1);
});
