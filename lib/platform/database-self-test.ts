import "server-only";
import mongoose from "mongoose";
import { logger } from "@/lib/platform/logger";

/**
 * The start-up self-test of atomic conditional updates. Stock (seats, buyers' allowances, promo
 * uses) and state changes (paid once, admitted once) are single-document conditional updates
 * (docs/database.md): a database that runs one as an unlocked read, then write, lets two buyers
 * take the last seat. FerretDB 1.24 without our patch does; so do two patched FerretDB processes
 * over one backend. This test races conditional increments on a scratch document and counts, a few
 * times over.
 */

/** Racing takes, and the stock they race for: half of them must be refused. */
export const SELF_TEST_ATTEMPTS = 100;
export const SELF_TEST_STOCK = 50;
/** Each process uses a document of its own here, removed afterwards: instances starting at once do not meet. */
export const SELF_TEST_COLLECTION = "database_self_test";
/** A database that cannot answer 100 small updates in this long is not judged (the start goes on, with a warning). */
const GIVE_UP_MS = 10_000;

export type SelfTestResult = {
  /** Takes the database said it made (updateOne's modifiedCount, findOneAndUpdate's document). */
  taken: number;
  /** The count read back afterwards. */
  counted: number;
  ms: number;
};

/**
 * Races SELF_TEST_ATTEMPTS conditional increments, `{ n < SELF_TEST_STOCK } → $inc n`, on a scratch
 * document over the connection pool (half updateOne, half findOneAndUpdate: the app uses both),
 * then reads the count. On a database that keeps stock, exactly SELF_TEST_STOCK are taken and the
 * count says so.
 */
export async function raceConditionalIncrements(db: mongoose.mongo.Db): Promise<SelfTestResult> {
  const started = performance.now();
  const scratch = db.collection<{ _id: mongoose.Types.ObjectId; n: number; startedAt: Date }>(SELF_TEST_COLLECTION);
  const _id = new mongoose.Types.ObjectId();
  await scratch.insertOne({ _id, n: 0, startedAt: new Date() });
  try {
    const filter = { _id, n: { $lt: SELF_TEST_STOCK } };
    const takes = await Promise.all(
      Array.from({ length: SELF_TEST_ATTEMPTS }, (_, index) =>
        index % 2 === 0
          ? scratch.updateOne(filter, { $inc: { n: 1 } }).then((result) => result.modifiedCount)
          : scratch.findOneAndUpdate(filter, { $inc: { n: 1 } }).then((document) => (document ? 1 : 0)),
      ),
    );
    const counted = (await scratch.findOne({ _id }))?.n ?? Number.NaN;
    return { taken: takes.reduce((sum, take) => sum + take, 0), counted, ms: Math.round(performance.now() - started) };
  } finally {
    await scratch.deleteOne({ _id }).catch(() => {});
  }
}

/**
 * Races of this many rounds at most: losing an update needs two takes to meet, which a busy machine
 * (the database starved of CPU) may not bring about in one race. A database that keeps stock runs
 * them all (about 0.1–0.2 s each on the embedded one); one that loses updates is caught at the first
 * round that shows it.
 */
export const SELF_TEST_ROUNDS = 3;

/** The self-test: up to SELF_TEST_ROUNDS races; the first that lost an update, else the last. */
export async function selfTestConditionalUpdates(db: mongoose.mongo.Db): Promise<SelfTestResult> {
  let result = await raceConditionalIncrements(db);
  let ms = result.ms;
  for (let round = 1; round < SELF_TEST_ROUNDS && !losesUpdates(result); round++) {
    result = await raceConditionalIncrements(db);
    ms += result.ms;
  }
  return { ...result, ms };
}

/** True when the race lost an update (more takes than the count shows) or gave too much or too little. */
export function losesUpdates(result: SelfTestResult): boolean {
  return result.taken !== SELF_TEST_STOCK || result.counted !== SELF_TEST_STOCK;
}

export type SelfTestVerdict = "keeps-stock" | "refuse" | "start-overridden" | "start-in-development";

/** What a process does with a result: production refuses an unsafe database unless overridden. */
export function judgeSelfTest(result: SelfTestResult, { production, allowUnsafe }: { production: boolean; allowUnsafe: boolean }): SelfTestVerdict {
  if (!losesUpdates(result)) return "keeps-stock";
  if (!production) return "start-in-development";
  return allowUnsafe ? "start-overridden" : "refuse";
}

/** The loud message for a database that failed the test, ending with what this process does about it. */
export function describeUnsafeDatabase(result: SelfTestResult, verdict: Exclude<SelfTestVerdict, "keeps-stock">): string {
  const outcome = {
    refuse: "!!! Refusing to start (NODE_ENV=production). To start anyway, for an experiment only, set ALLOW_UNSAFE_DATABASE=true.",
    "start-overridden": "!!! Starting anyway because ALLOW_UNSAFE_DATABASE=true. Tickets WILL be oversold and admitted twice: never sell like this.",
    "start-in-development": "!!! Starting anyway because NODE_ENV is not production; a production server refuses this database.",
  }[verdict];
  return [
    `!!! UNSAFE DATABASE: ${SELF_TEST_ATTEMPTS} concurrent conditional increments racing for ${SELF_TEST_STOCK} took ${result.taken}, and the count reads ${result.counted}.`,
    "!!! This database loses updates: it cannot keep stock (seats would be oversold, tickets admitted twice).",
    "!!! Supported: MongoDB 6+ or Atlas; or the embedded FerretDB built with this app's patch (npm run db:install), one FerretDB process per data directory.",
    outcome,
  ].join("\n");
}

let checked = false;

/**
 * Once per process, before its first query: runs the self-test and acts on it. A production process
 * on a database that loses updates exits (unless ALLOW_UNSAFE_DATABASE=true); elsewhere it says so
 * loudly on stderr, whatever LOG_LEVEL is. A test that cannot run (the database went away, or is
 * too slow) is reported and the start goes on: the app then behaves as before this check.
 */
export async function refuseDatabaseThatLosesUpdates(db: mongoose.mongo.Db, options: { production: boolean; allowUnsafe: boolean }): Promise<void> {
  if (checked) return;
  checked = true;
  let result: SelfTestResult;
  try {
    result = await withDeadline(selfTestConditionalUpdates(db), GIVE_UP_MS);
  } catch (error) {
    console.error(`!!! Could not run the database self-test of atomic updates (${(error as Error).message}); starting without it.`);
    return;
  }
  const verdict = judgeSelfTest(result, options);
  if (verdict === "keeps-stock") {
    logger.info("database self-test: conditional updates are atomic", { ms: result.ms });
    return;
  }
  console.error(describeUnsafeDatabase(result, verdict));
  if (verdict === "refuse") process.exit(1);
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
