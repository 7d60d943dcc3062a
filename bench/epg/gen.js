// Deterministic guide data for the benchmark: N channels x 11 days (5 back, 5 forward, UTC-aligned),
// gap-free programmes of 5-180 minutes with titles in lt/en/ru, in the `data` contract of
// <tv-epg-grid> (epoch ms, programmes sorted by channel then start).
const TITLES = [
  'Žinios', 'Labas rytas, Lietuva', 'Sporto apžvalga', 'Krepšinio lyga: Žalgiris – Rytas', 'Gamtos paslaptys', 'Kino vakaras: Tylos kaina',
  'Vakaro žinios', 'Orai', 'Dokumentinis filmas: Baltijos kelias', 'Muzikinė popietė', 'Vaikų valandėlė', 'Virtuvės paslaptys',
  'Evening news', 'Morning show', 'Football highlights', 'The great escape', 'Planet earth', 'Cooking with friends', 'Late night talk',
  'Classic cinema: The long road home', 'World business report', 'Weather', 'Cartoon time', 'Jazz at midnight',
  'Новости', 'Доброе утро', 'Футбольный обзор', 'Художественный фильм: Долгая дорога', 'Мир природы', 'Вечернее шоу', 'Погода',
  'Детское время', 'Документальный фильм: История Вильнюса', 'Музыкальный вечер',
];
const DURATIONS = [5, 10, 15, 20, 30, 30, 45, 60, 60, 90, 120, 180];
const DAY = 86_400_000;

function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 4294967296;
  };
}

export function generate(channelCount, now = Date.UTC(2025, 2, 30, 10, 17)) {
  const today = Math.floor(now / DAY);
  const start = (today - 5) * DAY;
  const end = (today + 6) * DAY;
  const channels = [];
  const programmes = [];
  const r = rng(20250330);
  let id = 1;
  for (let c = 1; c <= channelCount; c++) {
    channels.push({ id: c, number: c, name: `${['LRT', 'Kanalas', 'Channel', 'Канал'][c % 4]} ${c}`, catchup: c % 17 !== 0 });
    let t = start;
    while (t < end) {
      const d = Math.min(DURATIONS[Math.floor(r() * DURATIONS.length)] * 60_000, end - t);
      const age = r() < 0.15 ? [7, 13, 16, 18][Math.floor(r() * 4)] : 0;
      programmes.push({ id: id++, channelId: c, start: t, end: t + d, title: TITLES[Math.floor(r() * TITLES.length)], age });
      t += d;
    }
  }
  return { channels, programmes, start, end, now };
}
