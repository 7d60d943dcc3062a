// Ids (channels, programmes, titles, products, ...) are opaque positive integers up to 2^53 - 1:
// a programme's id has ten digits from channel 10 on, so no rule may count digits below that.

/** An id as an address or a stored map spells it (plain digits, no leading zero), or null. */
export function parseId(v: string | null | undefined): number | null {
  if (!v || !/^[1-9]\d{0,15}$/.test(v)) return null;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : null;
}
