import { TEST_AUTH_SECRET } from "../../bench/lib/test-stack.mjs";
import { testStack } from "./stack";

/**
 * Points this test file's own copy of the domain code at its lane's database and server (TEST MODE
 * posts its webhooks there, signed with the server's secret), so a test can run a sweep itself with
 * a `now` of its choosing. Call in `beforeAll`, before importing the domain modules.
 */
export function runDomainOnLane(): void {
  process.env.MONGODB_URI = testStack().mongoUri;
  process.env.EMBEDDED_DB = "ferretdb";
  process.env.PORT = new URL(testStack().baseUrl).port;
  process.env.AUTH_SECRET = TEST_AUTH_SECRET;
}
