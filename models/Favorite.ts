import { Schema, model, models, type InferSchemaType, type Model } from "mongoose";

/** An event a signed-in user keeps among their favourites. */
const favoriteSchema = new Schema(
  {
    user: { type: Schema.Types.ObjectId, ref: "User", required: true },
    event: { type: Schema.Types.ObjectId, ref: "Event", required: true },
  },
  { timestamps: true },
);

favoriteSchema.index({ user: 1, event: 1 }, { unique: true });
favoriteSchema.index({ user: 1, createdAt: -1 }); // the favourites list, newest first

export type FavoriteDoc = InferSchemaType<typeof favoriteSchema>;

export const Favorite: Model<FavoriteDoc> = (models.Favorite as Model<FavoriteDoc>) ?? model<FavoriteDoc>("Favorite", favoriteSchema);
