"use client";

import Link from "next/link";
import { useSession } from "@/components/session/use-session";
import { SearchForm } from "@/components/search-form";

const linkStyle = "inline-flex min-h-11 items-center rounded-full px-4 font-medium";
const outlineStyle = `${linkStyle} justify-center border border-primary-700 text-primary-700 hover:bg-primary-50`;
const filledStyle = `${linkStyle} justify-center bg-primary-700 text-white hover:bg-primary-800`;
const plainStyle = `${linkStyle} hover:bg-zinc-100`;

type Member = { name: string; initial: string };

/** The signed-in user as the header shows them, or null for a visitor; undefined while the session loads. */
function useMember(): Member | null | undefined {
  const { data, status } = useSession();
  if (status === "loading") return undefined;
  if (status !== "authenticated") return null;
  const name = data.user.name?.trim() || data.user.email || "";
  return { name, initial: name.charAt(0).toUpperCase() || "?" };
}

function GuestLinks({ stacked }: { stacked: boolean }) {
  return (
    <div className={stacked ? "mt-2 grid gap-2 border-t border-zinc-200 pt-3" : "flex items-center gap-2"}>
      <Link href="/login" className={outlineStyle}>
        Sign In
      </Link>
      <Link href="/register" className={filledStyle}>
        Sign Up
      </Link>
    </div>
  );
}

function ProfileCircle({ member }: { member: Member }) {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-semibold text-white"
    >
      {member.initial}
    </span>
  );
}

function MemberLinks({ member }: { member: Member }) {
  return (
    <div className="flex items-center gap-2">
      <Link href="/dashboard/upcoming-events" className={plainStyle}>
        My Events
      </Link>
      <Link href="/dashboard/create-event" className={filledStyle}>
        Create Event
      </Link>
      <Link href="/dashboard/profile" aria-label={`Profile of ${member.name}`} className="rounded-full">
        <ProfileCircle member={member} />
      </Link>
    </div>
  );
}

function MobileMemberLinks({ member }: { member: Member }) {
  return (
    <ul className="mt-2 grid border-t border-zinc-200 pt-3">
      <li>
        <Link href="/dashboard/upcoming-events" className={`${plainStyle} w-full`}>
          My Events
        </Link>
      </li>
      <li>
        <Link href="/dashboard/create-event" className={`${plainStyle} w-full`}>
          Create Event
        </Link>
      </li>
      <li>
        <Link href="/dashboard/overview" className={`${plainStyle} w-full`}>
          Overview
        </Link>
      </li>
      <li>
        <Link href="/dashboard/profile" aria-label={`Profile of ${member.name}`} className={`${plainStyle} w-full gap-3 pl-1`}>
          <ProfileCircle member={member} />
          <span>Profile</span>
        </Link>
      </li>
    </ul>
  );
}

/** The header search, which SPEC 2.2 offers to visitors; it stays while the session loads. */
export function HeaderSearch({ className = "" }: { className?: string }) {
  return useMember() ? null : <SearchForm className={className} />;
}

/** Sign In / Sign Up for a visitor, My Events / Create Event / profile for a member; empty (width kept) while loading. */
export function HeaderAccount() {
  const member = useMember();
  return (
    <div className="flex min-w-48 justify-end">
      {member === undefined ? null : member ? <MemberLinks member={member} /> : <GuestLinks stacked={false} />}
    </div>
  );
}

/** The mobile menu's account part, which also leads to the organiser overview. */
export function MobileAccountLinks() {
  const member = useMember();
  if (member === undefined) return null;
  return member ? <MobileMemberLinks member={member} /> : <GuestLinks stacked />;
}
