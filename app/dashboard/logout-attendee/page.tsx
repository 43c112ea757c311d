import type { Metadata } from "next";
import { LogoutConfirm } from "@/components/dashboard/logout-confirm";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Log out",
  robots: { index: false },
};

export default function LogoutAttendeePage() {
  return <LogoutConfirm />;
}
