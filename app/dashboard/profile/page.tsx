import type { Metadata } from "next";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { ChangePasswordForm } from "@/components/profile/change-password-form";
import { DeleteAccountSection } from "@/components/profile/delete-account-section";
import { ProfileForm } from "@/components/profile/profile-form";
import { ProfilePicture } from "@/components/profile/profile-picture";
import { deletionLosses } from "@/lib/domain/accounts/deletion-losses";
import { getCurrentUser } from "@/lib/domain/auth/current-user";

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Profile settings",
  robots: { index: false },
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** SPEC 2.17, for organisers and attendees alike. */
export default async function ProfilePage() {
  // The layout guards too, but pages render alongside it: no account data without a user.
  const user = await getCurrentUser();
  if (!user) redirect("/login?callbackUrl=%2Fdashboard%2Fprofile");
  const name = user.fullname || user.email;
  const losses = await deletionLosses(user._id);

  return (
    <div className="grid max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold">Profile settings</h1>
      <Section id="profile-details" title="Your details">
        <div className="grid gap-6">
          <ProfilePicture avatarUrl={user.avatarUrl} name={name} />
          <ProfileForm fullname={user.fullname} email={user.email} phoneNo={user.phoneNo} />
        </div>
      </Section>
      <Section id="profile-password" title="Change password">
        <ChangePasswordForm />
      </Section>
      <Section id="profile-delete" title="Delete account">
        <DeleteAccountSection userId={user._id} losses={losses} />
      </Section>
    </div>
  );
}
