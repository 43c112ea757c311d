import type { TestProject } from "vitest/node";
import { startTestStack } from "./test-stack.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    mongoUri: string;
    inboxDir: string;
    storageDir: string;
  }
}

export default async function setup(project: TestProject) {
  const stack = await startTestStack();
  project.provide("baseUrl", stack.url);
  project.provide("mongoUri", stack.mongoUri);
  project.provide("inboxDir", stack.inboxDir);
  project.provide("storageDir", stack.storageDir);
  return () => stack.stop();
}
