"use client";

import type { ReactNode } from "react";
import { useSession } from "@/components/session/use-session";

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
      <a href="/login" className={outlineStyle}>
        Sign In
      </a>
      <a href="/register" className={filledStyle}>
        Sign Up
      </a>
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
      <a href="/dashboard/upcoming-events" className={plainStyle}>
        My Events
      </a>
      <a href="/dashboard/create-event" className={filledStyle}>
        Create Event
      </a>
      <a href="/dashboard/profile" aria-label={`Profile of ${member.name}`} className="rounded-full">
        <ProfileCircle member={member} />
      </a>
    </div>
  );
}

function MobileMemberLinks({ member }: { member: Member }) {
  return (
    <ul className="mt-2 grid border-t border-zinc-200 pt-3">
      <li>
        <a href="/dashboard/upcoming-events" className={`${plainStyle} w-full`}>
          My Events
        </a>
      </li>
      <li>
        <a href="/dashboard/create-event" className={`${plainStyle} w-full`}>
          Create Event
        </a>
      </li>
      <li>
        <a href="/dashboard/overview" className={`${plainStyle} w-full`}>
          Overview
        </a>
      </li>
      <li>
        <a href="/dashboard/profile" aria-label={`Profile of ${member.name}`} className={`${plainStyle} w-full gap-3 pl-1`}>
          <ProfileCircle member={member} />
          <span>Profile</span>
        </a>
      </li>
    </ul>
  );
}

/**
 * What only visitors see (the header search, SPEC 2.2); it stays while the session loads. The
 * content comes rendered from the server, so its markup does not ship as JavaScript.
 */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  return useMember() ? null : children;
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
