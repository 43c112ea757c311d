/** "Ada L." from "Ada Lovelace": enough for a buyer to recognise whom they sent a ticket to, no more. */
export function maskedName(fullName: string): string {
  const [first = "", ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** "a***@gmail.com". */
export function maskedEmail(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return domain ? `${local.charAt(0)}***@${domain}` : "";
}

/** "+234 *** *** 4567" from the 10 digits after +234. */
export function maskedPhone(digits: string): string {
  return digits ? `+234 *** *** ${digits.slice(-4)}` : "";
}

/** Who a ticket went to, masked: their name, and their e-mail or phone. */
export function maskedContact(person: { fullName?: string | null; email?: string | null; phone?: string | null }): string {
  const reach = person.email ? maskedEmail(person.email) : person.phone ? maskedPhone(person.phone) : "";
  return [maskedName(person.fullName ?? ""), reach ? `(${reach})` : ""].filter(Boolean).join(" ");
}
