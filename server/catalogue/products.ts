// Subscription products: base plans (monthly and 24-month contract) and extra packages.
// What a customer may watch is derived from the products it subscribes to.
import { CHANNELS } from './channels';
import type { L10n } from './rng';

export interface Product {
  id: number;
  groupId: number;
  name: L10n;
  description: L10n;
  /** euro cents per month */
  priceCents: number;
  contractMonths: 0 | 24;
  channelIds: number[];
  vodProviderIds: number[];
  /** A contract plan: its monthly plan of the same channels (the early-termination fee's basis). */
  monthlyTwinId?: number;
}

interface ProductGroup {
  id: number;
  kind: 'base' | 'extra';
  name: L10n;
}

export const VOD_PROVIDERS = [
  { id: 1, name: 'Eteris Filmai', type: 'svod' },
  { id: 2, name: 'Kino Premium', type: 'svod' },
  { id: 3, name: 'Vaikų pasaulis', type: 'svod' },
  { id: 4, name: 'Eteris Nuoma', type: 'tvod' },
  { id: 5, name: 'Eteris Nemokamai', type: 'free' },
] as const;

const range = (a: number, b: number) => Array.from({ length: b - a + 1 }, (_, i) => a + i);

export const PRODUCT_GROUPS: ProductGroup[] = [
  { id: 1, kind: 'base', name: { lt: 'Planai', en: 'Plans', ru: 'Тарифы' } },
  { id: 2, kind: 'extra', name: { lt: 'Papildomi paketai', en: 'Extra packages', ru: 'Дополнительные пакеты' } },
];

function plan(id: number, lt: string, en: string, ru: string, cents: number, months: 0 | 24, ch: number[], vod: number[]): Product {
  const term = months ? { lt: ', 24 mėn. sutartis', en: ', 24-month contract', ru: ', договор на 24 мес.' } : { lt: ', mėnesinis', en: ', monthly', ru: ', помесячно' };
  return {
    id,
    groupId: 1,
    name: { lt: lt + term.lt, en: en + term.en, ru: ru + term.ru },
    description: {
      lt: `${ch.length} kanalų${vod.length ? ' ir filmų biblioteka' : ''}`,
      en: `${ch.length} channels${vod.length ? ' and a film library' : ''}`,
      ru: `${ch.length} каналов${vod.length ? ' и библиотека фильмов' : ''}`,
    },
    priceCents: cents,
    contractMonths: months,
    channelIds: ch,
    vodProviderIds: vod,
  };
}

function extra(id: number, name: L10n, description: L10n, cents: number, ch: number[], vod: number[]): Product {
  return { id, groupId: 2, name, description, priceCents: cents, contractMonths: 0, channelIds: ch, vodProviderIds: vod };
}

// the channels of ETERIS_CHANNELS beyond the 42 (none by default) come with every plan
const SCALE = CHANNELS.length > 42 ? range(43, CHANNELS.length) : [];

export const PRODUCTS: Product[] = [
  plan(101, 'Bazinis', 'Basic', 'Базовый', 999, 0, [...range(1, 20), ...SCALE], [5]),
  plan(102, 'Optimalus', 'Optimal', 'Оптимальный', 1499, 0, [...range(1, 35), ...SCALE], [5]),
  plan(103, 'Maksimalus', 'Maximum', 'Максимальный', 2149, 0, [...range(1, 38), ...SCALE], [1, 5]),
  plan(104, 'Bazinis', 'Basic', 'Базовый', 849, 24, [...range(1, 20), ...SCALE], [5]),
  plan(105, 'Optimalus', 'Optimal', 'Оптимальный', 1299, 24, [...range(1, 35), ...SCALE], [5]),
  plan(106, 'Maksimalus', 'Maximum', 'Максимальный', 1899, 24, [...range(1, 38), ...SCALE], [1, 5]),
  extra(201, { lt: 'Sportas+', en: 'Sport+', ru: 'Спорт+' }, { lt: 'Trys sporto kanalai', en: 'Three sport channels', ru: 'Три спортивных канала' }, 499, [36, 37, 38], []),
  extra(202, { lt: 'Kino Premium', en: 'Cinema Premium', ru: 'Кино Премиум' }, { lt: 'Premjeriniai filmai ir serialai', en: 'Premiere films and series', ru: 'Премьерные фильмы и сериалы' }, 699, [39, 40, 41], [2]),
  extra(203, { lt: 'Suaugusiems', en: 'Adult', ru: 'Для взрослых' }, { lt: 'Naktinis kanalas, 18+', en: 'Night channel, 18+', ru: 'Ночной канал, 18+' }, 599, [42], []),
  extra(204, { lt: 'Vaikų pasaulis', en: 'Kids World', ru: 'Детский мир' }, { lt: 'Animacija ir filmai vaikams', en: 'Cartoons and films for children', ru: 'Мультфильмы и фильмы для детей' }, 249, [], [3]),
];

for (const p of PRODUCTS) {
  if (p.contractMonths) p.monthlyTwinId = PRODUCTS.find((q) => q.groupId === 1 && !q.contractMonths && q.name.en.split(',')[0] === p.name.en.split(',')[0])?.id;
}

export const PRODUCT_BY_ID = new Map(PRODUCTS.map((p) => [p.id, p]));

/**
 * Leaving a contract before its end costs the discount it gave for the months still to run: (the
 * monthly plan's price - the contract's price) x the months left, a started month counting whole.
 */
export function earlyTerminationCents(p: Product, monthsLeft: number): number {
  const twin = p.monthlyTwinId ? PRODUCT_BY_ID.get(p.monthlyTwinId) : undefined;
  if (!twin || monthsLeft <= 0) return 0;
  return Math.max(0, twin.priceCents - p.priceCents) * monthsLeft;
}

export function euro(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
