import "server-only";
import type { Person } from "@/lib/domain/messages/person";

/** What the organiser chose to write to, as the API takes it. */
export type SegmentChoice = { kind: string; ticketTypeId?: string; orderId?: string };

/**
 * A group of an event's people a message can go to. `check` refuses a choice that cannot name
 * anyone (an unknown ticket type or order) when the message is written; `resolve` names the people
 * when it goes out, so a scheduled message reaches those who belong then.
 */
export type SegmentDefinition = {
  kind: string;
  label: string;
  check?: (eventId: string, choice: SegmentChoice) => Promise<void>;
  resolve: (eventId: string, choice: SegmentChoice) => Promise<Person[]>;
};

const registry = new Map<string, SegmentDefinition>();

/** Adds a segment (the built-in ones register themselves in ./index.ts). */
export function registerSegment(definition: SegmentDefinition): void {
  registry.set(definition.kind, definition);
}

export function segmentDefinition(kind: string): SegmentDefinition | undefined {
  return registry.get(kind);
}
