import { categoriesEndpoint } from "@/lib/api/contracts/categories";
import { ok } from "@/lib/api/respond";
import { withApi } from "@/lib/api/with-api";
import { listCategories } from "@/lib/domain/events/categories";

// GET /api/v1/categories — every category
export const GET = withApi(categoriesEndpoint, async () => ok(await listCategories(), "Categories fetched successfully"));
