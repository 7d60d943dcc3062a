// Phone numbers as Lithuanians write them (docs/product.md#validation): `8 612 34567`, `+37061234567`,
// `00370 612 34567`... parsed by libphonenumber-js (full metadata on the server) and kept in the one
// shape the product shows, +370 xxx xx xxx. The client normalises the same way (src/elements/join/rules.ts).
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** `+370 612 34 567`, or null when the text is not a valid Lithuanian number. */
export function normalisePhone(text: string): string | null {
  if (!/^[\d\s()+\-.]{1,24}$/.test(text)) return null;
  const p = parsePhoneNumberFromString(text, 'LT');
  if (!p || p.countryCallingCode !== '370' || !p.isValid()) return null;
  const n = p.nationalNumber;
  if (n.length !== 8) return null;
  return `+370 ${n.slice(0, 3)} ${n.slice(3, 5)} ${n.slice(5)}`;
}
