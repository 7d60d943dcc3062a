// Which hosts count as one site (the browser's rule for cookies: the registrable domain, one label
// under a public suffix). The full public suffix list is too big to ship in an element script; this
// is the part that decides real cases: multi-label country suffixes (example.co.uk) and hosting
// platforms that give every customer a subdomain (a.github.io and b.github.io are two sites).

/** Public suffixes of more than one label; any other host's suffix is its last label. */
const MULTI_LABEL_SUFFIXES = new Set([
  // country suffixes under which people register names
  'co.uk', 'org.uk', 'me.uk', 'ltd.uk', 'plc.uk', 'net.uk', 'ac.uk', 'gov.uk', 'sch.uk', 'nhs.uk',
  'com.au', 'net.au', 'org.au', 'edu.au', 'gov.au', 'co.nz', 'org.nz', 'net.nz',
  'co.jp', 'ne.jp', 'or.jp', 'ac.jp', 'go.jp', 'co.kr', 'or.kr', 'co.in', 'net.in', 'org.in', 'co.za', 'org.za',
  'co.il', 'org.il', 'com.br', 'net.br', 'org.br', 'com.ar', 'com.mx', 'com.cn', 'net.cn', 'org.cn', 'com.hk',
  'com.sg', 'com.tw', 'com.tr', 'com.pl', 'net.pl', 'org.pl', 'com.ua', 'org.ua', 'com.cy', 'gov.lt', 'gov.lv',
  // platforms that host each customer on a subdomain
  'github.io', 'gitlab.io', 'netlify.app', 'vercel.app', 'pages.dev', 'workers.dev', 'web.app',
  'firebaseapp.com', 'appspot.com', 'herokuapp.com', 'azurewebsites.net', 'azurestaticapps.net',
  'cloudfront.net', 'blogspot.com', 'onrender.com', 'fly.dev', 'glitch.me', 'ngrok.io', 'ngrok-free.app',
  'wordpress.com', 'webflow.io', 'myshopify.com', 'wixsite.com', 'squarespace.com',
]);

/** The registrable domain of a host name (an IP address, `localhost` or a bare suffix as it is). */
function siteOf(hostname: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (/^[\d.]+$/.test(host) || host.includes(':') || !host.includes('.')) return host;
  const labels = host.split('.');
  for (let i = 1; i < labels.length; i++) {
    if (MULTI_LABEL_SUFFIXES.has(labels.slice(i).join('.'))) return labels.slice(i - 1).join('.');
  }
  if (MULTI_LABEL_SUFFIXES.has(host)) return host;
  return labels.slice(-2).join('.');
}

/** Whether two host names are of one site (the browser sends one's cookies to the other). */
export function sameSite(a: string, b: string): boolean {
  return siteOf(a) === siteOf(b);
}
