export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { onServerStart } = await import("@/lib/server-start");
  await onServerStart();
}
