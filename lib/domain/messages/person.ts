import { nigerianE164 } from "@/lib/domain/validations/phone";

/** Someone a message may reach: by e-mail, by phone (SMS, WhatsApp), or both. */
export type Person = { email?: string | null; phone?: string | null; name?: string | null };

/** The person's addresses as channels use them: a lower-case e-mail, an E.164 phone (null when not a Nigerian mobile). */
export function addressesOf(person: Person): { email: string | null; phone: string | null } {
  const email = person.email?.trim().toLowerCase() || null;
  return { email, phone: nigerianE164(person.phone) };
}

/**
 * One key per person, so a segment names each person once however many tickets they hold: the
 * e-mail when known, else the phone.
 */
export function personKey(person: Person): string | null {
  const { email, phone } = addressesOf(person);
  return email ?? phone;
}

/** The people of a list, each once (the first mention wins; a later one fills in a missing phone or name). */
export function distinctPeople(people: Iterable<Person>): Person[] {
  const byKey = new Map<string, Person>();
  for (const person of people) {
    const key = personKey(person);
    if (!key) continue;
    const known = byKey.get(key);
    if (!known) byKey.set(key, { ...person });
    else {
      if (!nigerianE164(known.phone) && nigerianE164(person.phone)) known.phone = person.phone;
      if (!known.name && person.name) known.name = person.name;
    }
  }
  return [...byKey.values()];
}
