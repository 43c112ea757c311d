import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/**
 * A one-off data migration, by name: when it started counting (`cutoff`, fixed by whichever
 * process got there first) and when it finished (`doneAt`), so later starts skip it.
 */
const migrationSchema = new Schema({
  _id: { type: String, required: true },
  cutoff: { type: Date, required: true },
  doneAt: { type: Date },
});

export type MigrationDoc = InferSchemaType<typeof migrationSchema>;

export const Migration: Model<MigrationDoc> = (models.Migration as Model<MigrationDoc>) ?? model<MigrationDoc>("Migration", migrationSchema);
