/**
 * Integration tests simulate a crash between two writes by naming the point in
 * SCHEDITIX_TEST_CRASH_AT: the code stops there as if the process had died. Only under vitest
 * (NODE_ENV=test); a server never stops here.
 */
export class SimulatedCrash extends Error {}

export function crashPoint(name: string): void {
  if (process.env.NODE_ENV === "test" && process.env.SCHEDITIX_TEST_CRASH_AT === name) {
    throw new SimulatedCrash(`simulated crash at ${name}`);
  }
}
