// The four coloured keys of a TV remote. Browsers on TVs name them differently: by key value
// (HbbTV, webOS, Tizen with the keys registered) or only by the keyCodes of the CE-HTML standard.
type ColourKey = 'red' | 'green' | 'yellow' | 'blue';

const BY_KEY: Record<string, ColourKey> = { ColorF0Red: 'red', ColorF1Green: 'green', ColorF2Yellow: 'yellow', ColorF3Blue: 'blue' };
const BY_CODE: Record<number, ColourKey> = { 403: 'red', 404: 'green', 405: 'yellow', 406: 'blue' };

/** The coloured key an event is, or null. */
export function colourKey(e: Pick<KeyboardEvent, 'key' | 'keyCode'>): ColourKey | null {
  return BY_KEY[e.key] ?? BY_CODE[e.keyCode] ?? null;
}
