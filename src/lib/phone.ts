// Turns Macao phone numbers in plain text into tel parts (SPEC §5: +853 prefix, 4+4 digits).

export type PhonePart = string | { tel: string; text: string };

// '+853' then 4 and 4 digits, each gap an optional space or dash; not followed by a further digit.
const MACAO_PHONE = /\+853[ -]?(\d{4})[ -]?(\d{4})(?!\d)/g;

/** Splits text into plain strings and { tel, text } parts, where tel is the dialable '+853XXXXXXXX'. */
export function linkifyMacaoPhones(text: string): PhonePart[] {
  const parts: PhonePart[] = [];
  let last = 0;
  for (const match of text.matchAll(MACAO_PHONE)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    parts.push({ tel: `+853${match[1]}${match[2]}`, text: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** A number as shown: no line break inside it (no-break spaces, non-breaking hyphens); the tel: link keeps the digits. */
export function unbreakablePhone(text: string): string {
  return text.replace(/ /g, '\u00A0').replace(/-/g, '\u2011');
}
