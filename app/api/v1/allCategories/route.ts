import { allCategoriesEndpoint } from "@/lib/api/contracts/categories";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { eventForApi } from "@/lib/domain/events/api-shape";
import { listCategoriesWithEvents } from "@/lib/domain/events/categories";

// GET /api/v1/allCategories — categories with their events embedded
export const GET = withApi(allCategoriesEndpoint, async () => {
  const categories = await listCategoriesWithEvents();
  return ok(
    categories.map((category) => ({ ...category, events: category.events.map(eventForApi) })),
    "Categories fetched successfully",
  );
});
