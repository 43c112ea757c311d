import path from "node:path";
import type { TestProject } from "vitest/node";
import type { LaneStack } from "./lanes";
import { startTestStack } from "../../bench/lib/test-stack.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    /** One real server and database per lane; a test file reaches its own through `testStack()`. */
    lanes: LaneStack[];
  }
}

export default async function setup(project: TestProject) {
  // A lane per worker the project may run at once (two, or one for the files run alone).
  const lanes = Math.max(1, Number(project.config.maxWorkers) || 1);
  const stacks = await Promise.all(Array.from({ length: lanes }, () => startTestStack()));
  project.provide(
    "lanes",
    stacks.map((stack) => ({
      baseUrl: stack.url,
      mongoUri: stack.mongoUri,
      inboxDir: stack.inboxDir,
      storageDir: stack.storageDir,
      lockFile: path.join(stack.root, "lane.lock"),
    })),
  );
  return () => Promise.all(stacks.map((stack) => stack.stop()));
}
