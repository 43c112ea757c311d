import { defineEndpoint } from "@/lib/api/endpoint";

export const allCategoriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/allCategories",
  summary: "Every category with its events that have not ended",
  tags: ["categories"],
  auth: "public",
  success: { status: 200, description: "`data` is a list of `{ _id, categoryName, events }`" },
});

export const categoriesEndpoint = defineEndpoint({
  method: "GET",
  path: "/api/v1/categories",
  summary: "Every category (without its events)",
  tags: ["categories"],
  auth: "public",
  success: { status: 200, description: "`data` is a list of `{ _id, categoryName, slug, description }`" },
});
