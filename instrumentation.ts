export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { onServerStart } = await import("@/lib/jobs/server-start");
  await onServerStart();
}
