// The live channel line-up: 42 channels with lt/en/ru names, genres and rights.
// Channels 39-41 come only with the "Kino Premium" extra (anna is not subscribed to them),
// 42 is the adult channel behind the adult PIN, 12 and 27 have no catch-up rights, 12, 13 and 27
// have no recording (NPVR) rights.
import type { L10n } from './rng';

export interface Channel {
  id: number;
  number: number;
  short: string;
  name: L10n;
  genres: number[];
  adult: boolean;
  age: number;
  catchup: boolean;
  /** Recording rights (NPVR): the operator may record this channel for its customers. */
  npvr: boolean;
}

type Row = [short: string, lt: string, en: string, ru: string, genres: number[]];
const ROWS: Row[] = [
  ['LRT', 'LRT Televizija', 'LRT Television', 'LRT Телевидение', [1, 5]],
  ['LRT+', 'LRT Plius', 'LRT Plus', 'LRT Плюс', [5, 6]],
  ['LNK', 'LNK', 'LNK', 'LNK', [4, 1]],
  ['TV3', 'TV3', 'TV3', 'TV3', [4]],
  ['BTV', 'BTV', 'BTV', 'BTV', [4, 2]],
  ['INFO', 'Info TV', 'Info TV', 'Инфо ТВ', [1]],
  ['ŽIN24', 'Žinios 24', 'News 24', 'Новости 24', [1]],
  ['SPR1', 'Sportas 1', 'Sport 1', 'Спорт 1', [2]],
  ['SPR2', 'Sportas 2', 'Sport 2', 'Спорт 2', [2]],
  ['KREP', 'Krepšinio kanalas', 'Basketball Channel', 'Баскетбольный канал', [2]],
  ['MAŽ', 'Mažylių TV', 'Toddler TV', 'ТВ для малышей', [3]],
  ['ANIM', 'Animacija', 'Animation', 'Мультфильмы', [3]],
  ['KINO', 'Kino namai', 'Cinema House', 'Дом кино', [4]],
  ['KLAS', 'Kino klasika', 'Classic Cinema', 'Классика кино', [4]],
  ['DOK', 'Dokumentika', 'Documentaries', 'Документалистика', [5]],
  ['GAMT', 'Gamta', 'Nature', 'Природа', [5, 3]],
  ['ISTOR', 'Istorija', 'History', 'История', [5]],
  ['MUZ', 'Muzikos TV', 'Music TV', 'Музыка ТВ', [6]],
  ['HITS', 'Hitai', 'Hits', 'Хиты', [6]],
  ['JAZZ', 'Džiazas', 'Jazz', 'Джаз', [6]],
  ['BALT', 'Baltijos TV', 'Baltic TV', 'Балтийское ТВ', [1, 4]],
  ['REG', 'Regionų TV', 'Regional TV', 'Региональное ТВ', [1]],
  ['KAUN', 'Kauno TV', 'Kaunas TV', 'Каунас ТВ', [1, 6]],
  ['VILN', 'Vilniaus TV', 'Vilnius TV', 'Вильнюс ТВ', [1]],
  ['KLPD', 'Klaipėdos TV', 'Klaipeda TV', 'Клайпеда ТВ', [1, 5]],
  ['ŠEIM', 'Šeimos kanalas', 'Family Channel', 'Семейный канал', [3, 4]],
  ['KOM', 'Komedijos', 'Comedy', 'Комедии', [4]],
  ['DRAM', 'Dramos', 'Drama', 'Драмы', [4]],
  ['SERI', 'Serialai', 'Series', 'Сериалы', [4]],
  ['MOKS', 'Mokslas', 'Science', 'Наука', [5]],
  ['KEL', 'Kelionės', 'Travel', 'Путешествия', [5]],
  ['MAIS', 'Maistas', 'Food', 'Еда', [5]],
  ['AUTO', 'Auto TV', 'Auto TV', 'Авто ТВ', [2, 5]],
  ['JUNI', 'Junior', 'Junior', 'Джуниор', [3]],
  ['KONC', 'Koncertai', 'Concerts', 'Концерты', [6]],
  ['SP+1', 'Sportas+ 1', 'Sport+ 1', 'Спорт+ 1', [2]],
  ['SP+2', 'Sportas+ 2', 'Sport+ 2', 'Спорт+ 2', [2]],
  ['FUTB', 'Futbolas+', 'Football+', 'Футбол+', [2]],
  ['PREM', 'Kino Premium', 'Cinema Premium', 'Кино Премиум', [4]],
  ['PRE2', 'Kino Premium 2', 'Cinema Premium 2', 'Кино Премиум 2', [4]],
  ['SERP', 'Serialai Premium', 'Series Premium', 'Сериалы Премиум', [4]],
  ['NAKT', 'Naktis+', 'Night+', 'Ночь+', [7]],
];

const NO_CATCHUP_CHANNELS = [12, 27];
const NO_NPVR_CHANNELS = [12, 13, 27];

export const CHANNELS: Channel[] = ROWS.map(([short, lt, en, ru, genres], i) => {
  const id = i + 1;
  const adult = genres.includes(7);
  return {
    id,
    number: id,
    short,
    name: { lt, en, ru },
    genres,
    adult,
    age: adult ? 18 : genres.includes(3) ? 0 : [3, 4, 13, 14, 27, 28, 29].includes(id) ? 13 : 0,
    catchup: !NO_CATCHUP_CHANNELS.includes(id),
    npvr: !NO_NPVR_CHANNELS.includes(id),
  };
});

/**
 * Operator scale (benches, load tests): ETERIS_CHANNELS=1000 extends the line-up to that many
 * channels (43..N: the free-to-view rows again, named "<name> <k>", catch-up and recording rights,
 * in every base plan). Unset or at most 42: the 42 channels above, the reference data unchanged.
 */
const MAX_SEEDED_CHANNELS = 5000;
function seededChannelCount(raw = process.env['ETERIS_CHANNELS']): number {
  if (raw === undefined || raw === '') return ROWS.length;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < ROWS.length || n > MAX_SEEDED_CHANNELS) {
    throw new Error(`ETERIS_CHANNELS must be a whole number from ${ROWS.length} to ${MAX_SEEDED_CHANNELS} (got "${raw}")`);
  }
  return n;
}

const COMMON_ROWS = ROWS.slice(0, 35);
for (let id = ROWS.length + 1, count = seededChannelCount(); id <= count; id++) {
  const i = id - ROWS.length - 1;
  const [short, lt, en, ru, genres] = COMMON_ROWS[i % COMMON_ROWS.length]!;
  const k = Math.floor(i / COMMON_ROWS.length) + 2;
  CHANNELS.push({ id, number: id, short: `${short.slice(0, 4)}${k}`, name: { lt: `${lt} ${k}`, en: `${en} ${k}`, ru: `${ru} ${k}` }, genres, adult: false, age: 0, catchup: true, npvr: true });
}

export const CHANNEL_BY_ID = new Map(CHANNELS.map((c) => [c.id, c]));

export function channelLogoUrl(id: number): string {
  return `/api/public/v1/static/channels/${id}/logo.svg`;
}
