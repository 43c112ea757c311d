import "server-only";

/** What one call of a batch came to: its value, or the error that call alone failed with. */
export type Outcome<O> = { value: O } | { error: unknown };

type Waiting<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

/** The most calls one batch takes (the embedded database pushes `$in` lists of up to 500 values down to an index). */
const MAX_BATCH = 500;

/**
 * Calls that arrive together, made in one database round trip per key (a group commit): a call
 * whose key has a batch on its way waits for it, then goes in the next one with every call of that
 * key made meanwhile; keys run apart. Each call still runs after it was made (a read as fresh as
 * its own would be, a write never earlier), while a burst of n calls costs two round trips instead
 * of n. `runBatch` answers one outcome per input, in order; a batch that fails as a whole fails
 * each of its calls.
 */
export function keyedBatchedCalls<I, O>(runBatch: (key: string, inputs: I[]) => Promise<Outcome<O>[]>): (key: string, input: I) => Promise<O> {
  const waitingByKey = new Map<string, Waiting<I, O>[]>();

  async function runWhileWaiting(key: string, waiting: Waiting<I, O>[]): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      try {
        const outcomes = await runBatch(
          key,
          batch.map((call) => call.input),
        );
        batch.forEach((call, index) => {
          const outcome = outcomes[index];
          if (outcome && "value" in outcome) call.resolve(outcome.value);
          else call.reject(outcome?.error ?? new Error("The batch answered no outcome for this call"));
        });
      } catch (error) {
        for (const call of batch) call.reject(error);
      }
    }
    waitingByKey.delete(key);
  }

  return (key, input) =>
    new Promise<O>((resolve, reject) => {
      const waiting = waitingByKey.get(key);
      if (waiting) return void waiting.push({ input, resolve, reject });
      const started = [{ input, resolve, reject }];
      waitingByKey.set(key, started);
      void runWhileWaiting(key, started);
    });
}

/** The same, for calls that all share one batch (any key, one query). */
export function batchedCalls<I, O>(runBatch: (inputs: I[]) => Promise<Outcome<O>[]>): (input: I) => Promise<O> {
  const keyed = keyedBatchedCalls<I, O>((_, inputs) => runBatch(inputs));
  return (input) => keyed("", input);
}
