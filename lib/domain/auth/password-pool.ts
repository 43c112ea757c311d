import "server-only";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

type Job = { op: "hash"; password: string; cost: number } | { op: "compare"; password: string; hash: string };
type Task = { id: number; job: Job; resolve: (value: string | boolean) => void; reject: (error: Error) => void };
type Slot = { worker: Worker; task: Task | null };

/*
 * A few threads that run bcrypt (lib/domain/auth/password-worker.mjs). On the event loop, 24 wrong logins at
 * once kept every other request (health checks included) waiting for seconds. One thread per core:
 * the database and the event loop still get their share, as the OS schedules threads fairly.
 */
const SIZE = Math.max(1, Math.min(4, availableParallelism()));

// A path, not an import: the worker runs outside the bundle. The standalone server runs from its
// own directory, where next.config.ts has the file copied at the same place as in the checkout.
const WORKER_FILE = path.join(process.cwd(), "lib/domain/auth/password-worker.mjs");

const slots: Slot[] = [];
const queue: Task[] = [];
let nextId = 0;

function startSlot(): Slot {
  const slot: Slot = { worker: new Worker(WORKER_FILE), task: null };
  slot.worker.unref(); // an idle pool never keeps a script alive; a busy slot is ref'd (run)
  slot.worker.on("message", (message: { id: number; result?: string | boolean; error?: string }) => {
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    finish(slot);
    if (message.error !== undefined) task.reject(new Error(message.error));
    else task.resolve(message.result as string | boolean);
  });
  // A thread that dies takes its task with it; the next task starts a fresh one.
  slot.worker.on("error", (error) => retire(slot, error));
  slot.worker.on("exit", (code) => retire(slot, new Error(`password worker stopped (exit code ${code})`)));
  slots.push(slot);
  return slot;
}

function retire(slot: Slot, error: Error) {
  const index = slots.indexOf(slot);
  if (index === -1) return;
  slots.splice(index, 1);
  slot.task?.reject(error);
  slot.task = null;
  void slot.worker.terminate();
  drain();
}

function finish(slot: Slot) {
  slot.task = null;
  slot.worker.unref();
  drain();
}

function run(slot: Slot, task: Task) {
  slot.task = task;
  slot.worker.ref();
  slot.worker.postMessage({ id: task.id, ...task.job });
}

function drain() {
  while (queue.length > 0) {
    const slot = slots.find((candidate) => !candidate.task) ?? (slots.length < SIZE ? startSlot() : undefined);
    if (!slot) return;
    run(slot, queue.shift() as Task);
  }
}

/** Runs one bcrypt job on the pool, first come first served. */
export function runPasswordJob(job: { op: "hash"; password: string; cost: number }): Promise<string>;
export function runPasswordJob(job: { op: "compare"; password: string; hash: string }): Promise<boolean>;
export function runPasswordJob(job: Job): Promise<string | boolean> {
  return new Promise((resolve, reject) => {
    queue.push({ id: nextId++, job, resolve, reject });
    drain();
  });
}
