import type { TestProject } from "vitest/node";
import { INTEGRATION_LANES, type LaneStack } from "./lanes";
import { startTestStack } from "./test-stack.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** One real server and database per lane; a test file reaches its own through `testStack()`. */
    lanes: LaneStack[];
  }
}

export default async function setup(project: TestProject) {
  const stacks = await Promise.all(Array.from({ length: INTEGRATION_LANES }, () => startTestStack()));
  project.provide(
    "lanes",
    stacks.map((stack) => ({ baseUrl: stack.url, mongoUri: stack.mongoUri, inboxDir: stack.inboxDir, storageDir: stack.storageDir })),
  );
  return () => Promise.all(stacks.map((stack) => stack.stop()));
}
