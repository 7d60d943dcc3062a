// A device as a person names it, read from a user agent: "Firefox on Windows", "Safari on iPhone",
// "Chrome on Android tablet". Order matters: Edge and Opera carry "Chrome", Chrome carries "Safari",
// iPadOS may present itself as a Mac.

type DeviceType = 'phone' | 'tablet' | 'tv' | 'computer';

interface DeviceInfo {
  browser: string;
  os: string;
  type: DeviceType;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/YaBrowser\//, 'Yandex Browser'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export function describeDevice(ua: string): DeviceInfo {
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? 'Browser';
  const tv = /SMART-TV|SmartTV|Tizen|Web0S|webOS|HbbTV|BRAVIA|AFT\w|CrKey|Android TV|GoogleTV/i.test(ua);
  if (/iPhone|iPod/.test(ua)) return { browser, os: 'iPhone', type: 'phone' };
  if (/iPad/.test(ua) || (/Macintosh/.test(ua) && /Mobile\//.test(ua))) return { browser, os: 'iPad', type: 'tablet' };
  if (/Android/.test(ua)) {
    if (tv) return { browser, os: 'Android TV', type: 'tv' };
    return /Mobile/.test(ua) ? { browser, os: 'Android', type: 'phone' } : { browser, os: 'Android', type: 'tablet' };
  }
  if (/Tizen/.test(ua)) return { browser, os: 'Samsung TV', type: 'tv' };
  if (/Web0S|webOS/.test(ua)) return { browser, os: 'LG TV', type: 'tv' };
  if (tv) return { browser, os: 'TV', type: 'tv' };
  if (/Windows/.test(ua)) return { browser, os: 'Windows', type: 'computer' };
  if (/Mac OS X|Macintosh/.test(ua)) return { browser, os: 'Mac', type: 'computer' };
  if (/CrOS/.test(ua)) return { browser, os: 'ChromeOS', type: 'computer' };
  if (/Linux/.test(ua)) return { browser, os: 'Linux', type: 'computer' };
  return { browser, os: '', type: 'computer' };
}

/** "Firefox on Windows", "Safari on iPhone", "Chrome on Android tablet" (a name, the same in every language). */
export function deviceLabel(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  const d = describeDevice(ua);
  // a TV's own WebKit browser says "Safari": the TV is the name
  if (d.type === 'tv' && (d.browser === 'Safari' || d.browser === 'Browser')) return d.os;
  const where = d.os === 'Android' && d.type === 'tablet' ? 'Android tablet' : d.os;
  return where ? `${d.browser} on ${where}` : d.browser;
}
