export { PageLoading as default } from "@/components/dashboard/page-loading";
