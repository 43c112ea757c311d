// The goals in one table at the end of `npm run bench`: each figure beside the floor it is
// measured against in the same run, the ratio and the goal.

const ratioRow = (figure, ours, floor, ratio, goal, met) => ({ figure, ours, floor, ratio: Number(ratio.toFixed(2)), goal, met: met ? "yes" : "no" });

/**
 * `rush`: the rush and gate rows (bench.mjs rushAndGate); `floor`: the same bursts against the bare
 * app; `pages`: benchPages rows; `signedIn`: benchSignedIn's answer; `trips`: benchPurchaseTrips rows;
 * `lighthouse`: /event-categories against the floor (bench-lighthouse.mjs categoriesAgainstFloor), when run.
 */
export function floorSummary({ rush, floor, pages, signedIn, trips, lighthouse }) {
  const [rushFloor, gateFloor] = floor;
  const rows = [];
  for (const row of rush) {
    const isRush = row.scenario === "purchase race";
    const against = isRush ? rushFloor : gateFloor;
    const goal = isRush ? 2.5 : 2;
    const ratio = row["p99 ms"] / against["p99 ms"];
    rows.push(
      ratioRow(
        `${isRush ? "rush" : "gate"} p99, ${row["tickets stored"].toLocaleString("en")} tickets stored`,
        `${row["p99 ms"]} ms`,
        `${against["p99 ms"]} ms (bare Next.js)`,
        ratio,
        `≤ ${goal}×`,
        ratio <= goal,
      ),
    );
  }
  for (const row of signedIn.rows) {
    rows.push(ratioRow(`${row.read} req/s`, row["ours req/s"], `${row["bare req/s"]} (bare GET handler)`, row.ratio, "≥ 0.4×", row.ratio >= 0.4));
  }
  const raw = pages.find((row) => row.pair.startsWith("event page vs raw node:http"));
  if (raw)
    rows.push(ratioRow("cached event page req/s", raw["ours req/s"], `${raw["bare req/s"]} (raw node:http)`, raw.ratio, "≥ 0.9×", raw.ratio >= 0.9));
  if (lighthouse) {
    const { ours, floor: bare, goal, met } = lighthouse;
    rows.push(ratioRow("/event-categories Lighthouse performance (mobile)", ours, `${bare} (bare Next.js static page)`, ours / bare, goal, met));
  }
  const alone = trips.find((row) => row.step.startsWith("purchase ("));
  const inRush = trips.find((row) => row.step.startsWith("purchase in a rush"));
  const roundTrips =
    (alone ? `; database round trips per purchase: ${alone.total} alone (${alone.detail})` : "") +
    (inRush ? `; ${inRush.total} each in a rush of 100 at once (${inRush.detail})` : "");
  const sum = (scenario, field) => rush.filter((row) => row.scenario === scenario).reduce((total, row) => total + (Number(row[field]) || 0), 0);
  const integrity = `oversold in the rushes: ${sum("purchase race", "oversold")}; 5xx in the rushes: ${sum("purchase race", "5xx")}; admitted twice at the gate: ${sum("gate check-ins", "admitted twice")}; gate answers other than 200 or 409: ${sum("gate check-ins", "refused")}`;
  return { rows, roundTrips, integrity };
}

export function printFloorSummary(summary) {
  console.log("\nAgainst the floor, measured in this run (the goals of the core transaction):");
  console.table(summary.rows);
  console.log(summary.integrity);
  if (summary.roundTrips) console.log(summary.roundTrips.slice(2));
}
