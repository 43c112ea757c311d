import type { ReactNode } from "react";
import { MemberName } from "@/components/session/member-name";
import { SessionSwitch } from "@/components/session/session-switch";

// Server-rendered variants picked in the browser by the session: the markup travels as HTML,
// not as JavaScript, and the cached public pages around it stay the same for everyone.

const linkStyle = "inline-flex min-h-11 items-center rounded-full px-4 font-medium";
const outlineStyle = `${linkStyle} justify-center border border-primary-700 text-primary-700 hover:bg-primary-50`;
const filledStyle = `${linkStyle} justify-center bg-primary-700 text-white hover:bg-primary-800`;
const plainStyle = `${linkStyle} hover:bg-zinc-100`;

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

function ProfileCircle() {
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-lg font-semibold text-white"
    >
      <MemberName initial />
    </span>
  );
}

function MemberLinks() {
  return (
    <div className="flex items-center gap-2">
      <a href="/dashboard/upcoming-events" className={plainStyle}>
        My Events
      </a>
      <a href="/dashboard/create-event" className={filledStyle}>
        Create Event
      </a>
      <a href="/dashboard/profile" className="rounded-full">
        <ProfileCircle />
        <span className="sr-only">
          Profile of <MemberName />
        </span>
      </a>
    </div>
  );
}

function MobileMemberLinks() {
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
        <a href="/dashboard/profile" className={`${plainStyle} w-full gap-3 pl-1`}>
          <ProfileCircle />
          <span>
            Profile
            <span className="sr-only">
              {" "}
              of <MemberName />
            </span>
          </span>
        </a>
      </li>
    </ul>
  );
}

/** What only visitors see (the header search, SPEC 2.2); it stays while the session loads. */
export function VisitorsOnly({ children }: { children: ReactNode }) {
  return <SessionSwitch guest={children} />;
}

/** Sign In / Sign Up for a visitor (also while the session loads, as the server sent them), My Events / Create Event / profile for a member. */
export function HeaderAccount() {
  return (
    <div className="flex min-w-48 justify-end">
      <SessionSwitch guest={<GuestLinks stacked={false} />} member={<MemberLinks />} />
    </div>
  );
}

/** The mobile menu's account part, which also leads to the organiser overview. */
export function MobileAccountLinks() {
  return <SessionSwitch guest={<GuestLinks stacked />} member={<MobileMemberLinks />} />;
}
