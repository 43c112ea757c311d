// The cache storm: public pages while an organiser saves one event over and over. Each edit empties
// what it touches (that event's page at once, the lists at most every 3 s:
// lib/domain/change-feed/apply-event-changes.ts) and past 5 edits in 5 s an event's edits are refused (429),
// so a public page should keep most of its throughput. Rounds run interleaved (quiet, under edits of
// another event, under edits of the same event, the floor) so each sees the same machine load.
// Part of `npm run bench`; alone: `BENCH_ONLY=edits npm run bench`.
import autocannon from "autocannon";
import { NEXT_VERSION, startBareNext } from "./bare-next.mjs";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_EDITS_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_EDITS_ROUNDS ?? 3);
const EDITS_PER_SECOND = 5;
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

/**
 * One burst: requests per second, and the share of a sample of requests (one every 100 ms beside
 * the burst) the front cache answered (an `age` header), the issue's own measure of the storm.
 */
async function burst(url) {
  const sample = { asked: 0, fromCache: 0 };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const answer = await fetch(url, { headers: BROWSER }).catch(() => null);
      if (answer) {
        await answer.arrayBuffer();
        sample.asked++;
        if (answer.headers.get("age") !== null) sample.fromCache++;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  try {
    const rps = await new Promise((resolve, reject) => {
      autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: BROWSER }, (error, result) => {
        if (error) return reject(error);
        if (result.non2xx || result.errors) return reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
        resolve(result.requests.average);
      });
    });
    return { rps, sample };
  } finally {
    sampling = false;
    await sampler;
  }
}

/**
 * Saves the event's location EDITS_PER_SECOND times a second, on the clock (an edit does not wait
 * for the one before, as a script's would not; at most 10 under way), until stopped; counts the answers.
 */
export function editLoop(url, token, eventId) {
  const counts = { saved: 0, refused: 0, other: 0 };
  const underWay = new Set();
  let round = 0;
  const save = async () => {
    const form = new FormData();
    form.append("eventLocation", `Bench Hall ${round++ % 7}, Lagos`);
    const answer = await fetch(`${url}/api/v1/event/${eventId}`, { method: "PATCH", headers: { authorization: `Bearer ${token}` }, body: form });
    await answer.arrayBuffer();
    if (answer.status === 200) counts.saved++;
    else if (answer.status === 429) counts.refused++;
    else counts.other++;
  };
  const timer = setInterval(() => {
    if (underWay.size >= 10) return;
    const edit = save().catch(() => counts.other++);
    underWay.add(edit);
    edit.finally(() => underWay.delete(edit));
  }, 1000 / EDITS_PER_SECOND);
  return {
    counts,
    async stop() {
      clearInterval(timer);
      await Promise.all(underWay);
    },
  };
}

async function underEdits(url, token, eventId, target) {
  const edits = editLoop(url, token, eventId);
  try {
    return { ...(await burst(target)), counts: edits.counts };
  } finally {
    await edits.stop();
  }
}

const average = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Requests per second of a public page: quiet, under 5 edits/s of another event, under 5 edits/s of
 * the same event; and the home page quiet and under edits; next to a bare Next.js static page.
 * `edited` and `other` are two events the organiser behind `token` may edit.
 */
export async function benchEdits({ url, token, edited, other, log = console.log }) {
  const bare = await startBareNext();
  try {
    const otherPage = `${url}/event-details/${other}`;
    const home = `${url}/`;
    const scenarios = [
      { page: "event page", when: "quiet", run: () => burst(otherPage) },
      { page: "event page", when: "5 edits/s of another event", run: () => underEdits(url, token, edited, otherPage) },
      { page: "event page", when: "5 edits/s of this event", run: () => underEdits(url, token, other, otherPage) },
      { page: "/", when: "quiet", run: () => burst(home) },
      { page: "/", when: "5 edits/s of an event", run: () => underEdits(url, token, edited, home) },
      { page: `bare Next.js ${NEXT_VERSION} static page (floor)`, when: "quiet", run: () => burst(`${bare.url}/`) },
    ];
    for (const page of [otherPage, home, `${bare.url}/`]) await burst(page); // warm-up: fills caches, warms the JIT
    const results = scenarios.map(() => []);
    const samples = scenarios.map(() => ({ asked: 0, fromCache: 0 }));
    const counts = scenarios.map(() => ({ saved: 0, refused: 0, other: 0 }));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, scenario] of scenarios.entries()) {
        // A quiet spell between scenarios: the edit limit's window and the lists' pace start afresh.
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        const outcome = await scenario.run();
        results[index].push(outcome.rps);
        samples[index].asked += outcome.sample.asked;
        samples[index].fromCache += outcome.sample.fromCache;
        for (const [key, value] of Object.entries(outcome.counts ?? {})) counts[index][key] += value;
      }
      log(`  edits round ${round + 1}/${ROUNDS}: done`);
    }
    const quiet = { "event page": average(results[0]), "/": average(results[3]) };
    return scenarios.map((scenario, index) => {
      const rps = average(results[index]);
      const edits = counts[index].saved + counts[index].refused + counts[index].other;
      return {
        page: scenario.page,
        while: scenario.when,
        "req/s": Math.round(rps),
        "of quiet": quiet[scenario.page] ? Number((rps / quiet[scenario.page]).toFixed(2)) : "",
        "front-cache hits": scenario.page.startsWith("bare")
          ? ""
          : `${Math.round((100 * samples[index].fromCache) / Math.max(1, samples[index].asked))} %`,
        "edits saved / 429 / other": edits ? `${counts[index].saved} / ${counts[index].refused} / ${counts[index].other}` : "",
      };
    });
  } finally {
    await bare.stop();
  }
}

export function printEdits(rows) {
  console.log(
    `\nThe cache storm: a public page while an organiser saves one event ${EDITS_PER_SECOND} times a second, interleaved, ` +
      `${ROUNDS} rounds × ${SECONDS} s, ${CONNECTIONS} connections (target: under edits ≥ 0.5 of quiet; past 5 edits in 5 s an event's edits answer 429)`,
  );
  console.table(rows);
}

/** The demo organiser's token and two of its events (the demo data the test stack loads). */
export async function editableEvents(url) {
  const login = await fetch(`${url}/api/v1/login/user/`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "organiser@scheditix.test", password: "Organiser123!" }),
  });
  const body = await login.json();
  const token = body.token ?? body.data?.token;
  if (!token) throw new Error(`The demo organiser could not log in (${login.status}): ${JSON.stringify(body).slice(0, 200)}`);
  const events = (await (await fetch(`${url}/api/v1/events`)).json()).data;
  const [edited, other] = events.map((event) => event._id);
  if (!other) throw new Error("The cache-storm bench needs two listed events");
  return { token, edited, other };
}

/** Starts the built app on a throw-away database, runs the cache-storm bench alone and prints it. */
export async function benchEditsAlone() {
  const { startTestStack } = await import("./test-stack.mjs");
  const stack = await startTestStack();
  try {
    printEdits(await benchEdits({ url: stack.url, ...(await editableEvents(stack.url)) }));
  } finally {
    await stack.stop();
  }
}
