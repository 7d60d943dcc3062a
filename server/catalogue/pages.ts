// The server-defined page list (top navigation). Slugs home/tv/subscription map to fixed client
// paths, search/settings/login are skipped by the client; page 7 has no English title on purpose.
interface Page {
  id: number;
  slug: string;
  titles: Partial<Record<'lt' | 'en' | 'ru', string>>;
  display_as_title: boolean;
  display_as_icon: boolean;
  position: number;
  body?: Record<'lt' | 'en' | 'ru', string>;
}

/** Epoch seconds of the last change to the page list. */
const PAGES_VERSION = 1735689600;

export const PAGES: Page[] = [
  { id: 1, slug: 'home', titles: { lt: 'Pradžia', en: 'Home', ru: 'Главная' }, display_as_title: true, display_as_icon: false, position: 1 },
  { id: 2, slug: 'tv', titles: { lt: 'TV', en: 'TV', ru: 'ТВ' }, display_as_title: true, display_as_icon: false, position: 2 },
  { id: 3, slug: 'subscription', titles: { lt: 'Produktai', en: 'Products', ru: 'Продукты' }, display_as_title: true, display_as_icon: false, position: 3 },
  { id: 4, slug: 'search', titles: { lt: 'Paieška', en: 'Search', ru: 'Поиск' }, display_as_title: false, display_as_icon: true, position: 9 },
  { id: 5, slug: 'settings', titles: { lt: 'Nustatymai', en: 'Settings', ru: 'Настройки' }, display_as_title: false, display_as_icon: true, position: 10 },
  { id: 6, slug: 'login', titles: { lt: 'Prisijungti', en: 'Log in', ru: 'Войти' }, display_as_title: true, display_as_icon: false, position: 11 },
  {
    id: 7,
    slug: 'apie',
    titles: { lt: 'Apie mus', ru: 'О нас' },
    display_as_title: true,
    display_as_icon: false,
    position: 5,
    body: {
      lt: '# Apie mus\n\nEteris yra regiono kabelinės televizijos operatoriaus interneto televizija.',
      en: '# About us\n\nEteris is the internet television of a regional cable operator.',
      ru: '# О нас\n\nEteris — интернет-телевидение регионального кабельного оператора.',
    },
  },
  {
    id: 8,
    slug: 'pagalba',
    titles: { lt: 'Pagalba', en: 'Help', ru: 'Помощь' },
    display_as_title: true,
    display_as_icon: true,
    position: 6,
    body: {
      lt: '# Pagalba\n\n- Skambinkite **+370 700 00000**\n- Rašykite pagalba@example.lt',
      en: '# Help\n\n- Call **+370 700 00000**\n- Write to pagalba@example.lt',
      ru: '# Помощь\n\n- Звоните **+370 700 00000**\n- Пишите pagalba@example.lt',
    },
  },
  {
    id: 9,
    slug: 'naujienos',
    titles: { lt: 'Naujienos', en: 'News', ru: 'Новости' },
    display_as_title: true,
    display_as_icon: false,
    position: 4,
    body: {
      lt: '# Naujienos\n\nNuo šiol galite žiūrėti laidas iki 5 dienų atgal.',
      en: '# News\n\nYou can now watch programmes up to 5 days back.',
      ru: '# Новости\n\nТеперь можно смотреть передачи до 5 дней назад.',
    },
  },
];

/** The page a site address's `/page/{id}` part names (plain digits, an optional trailing slash), if any. */
export function pageAt(param: string): Page | undefined {
  const m = /^([1-9]\d{0,15})\/?$/.exec(param);
  return m ? PAGES.find((page) => page.id === Number(m[1])) : undefined;
}

/** The page list as GET /pages answers it: by position, without the bodies. */
export function pageList() {
  const items = [...PAGES]
    .sort((a, b) => a.position - b.position)
    .map(({ id, slug, titles, display_as_title, display_as_icon, position }) => ({ id, slug, titles, display_as_title, display_as_icon, position }));
  return { version: PAGES_VERSION, items };
}
