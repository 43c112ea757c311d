import "server-only";

/** What one call of a batch came to: its value, or the error that call alone failed with. */
export type Outcome<O> = { value: O } | { error: unknown };

type Waiting<I, O> = { input: I; resolve: (value: O) => void; reject: (error: unknown) => void };

/** The most calls one batch takes (the embedded database pushes `$in` lists of up to 500 values down to an index). */
const MAX_BATCH = 500;

/**
 * Calls that arrive together, made in one database round trip: a call waits while a batch is on
 * its way, then goes in the next one with every call made meanwhile. Each call still runs after
 * it was made (a read as fresh as its own would be, a write never earlier), while a burst of n
 * calls costs two round trips instead of n. `runBatch` answers one outcome per input, in order; a
 * batch that fails as a whole fails each of its calls.
 */
export function batchedCalls<I, O>(runBatch: (inputs: I[]) => Promise<Outcome<O>[]>): (input: I) => Promise<O> {
  const waiting: Waiting<I, O>[] = [];
  let running = false;

  async function runWhileWaiting(): Promise<void> {
    running = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, MAX_BATCH);
        try {
          const outcomes = await runBatch(batch.map((call) => call.input));
          batch.forEach((call, index) => {
            const outcome = outcomes[index];
            if (outcome && "value" in outcome) call.resolve(outcome.value);
            else call.reject(outcome?.error ?? new Error("The batch answered no outcome for this call"));
          });
        } catch (error) {
          for (const call of batch) call.reject(error);
        }
      }
    } finally {
      running = false;
    }
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({ input, resolve, reject });
      if (!running) void runWhileWaiting();
    });
}
