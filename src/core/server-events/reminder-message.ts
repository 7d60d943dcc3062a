// The reminder message of docs/product.md#data: payload `{epg: {id, channel_id, start, stop, title: [{lang,
// title}]}, reminder_id?, profile_id?}` (times in epoch seconds). Shapes are checked, not trusted.
import type { Lang } from '../names';
import type { ServerMessage } from './customer';

export interface ReminderNotice {
  messageId: string;
  epgId: number;
  channelId: number;
  /** Epoch seconds. */
  start: number;
  stop: number;
  titles: { lang: string; title: string }[];
  /** Whose reminder it is, when the server says (messages fired by hand carry none). */
  profileId: number | null;
}

const posInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** The notice in a reminder message, or null (logged) when the payload is not one. */
export function reminderNotice(m: ServerMessage): ReminderNotice | null {
  const p = m.payload as { epg?: Record<string, unknown>; profile_id?: unknown } | null;
  const epg = p && typeof p === 'object' ? p.epg : undefined;
  if (!epg || !posInt(epg.id) || !posInt(epg.channel_id) || typeof epg.start !== 'number' || typeof epg.stop !== 'number') {
    console.error('[eteris] ignoring a reminder message without a valid epg:', m.messageId);
    return null;
  }
  const titles = Array.isArray(epg.title)
    ? (epg.title as unknown[]).filter((x): x is { lang: string; title: string } => {
        const o = x as { lang?: unknown; title?: unknown } | null;
        return Boolean(o) && typeof o?.lang === 'string' && typeof o?.title === 'string';
      })
    : typeof epg.title === 'string'
      ? [{ lang: '', title: epg.title }]
      : [];
  return {
    messageId: m.messageId,
    epgId: epg.id,
    channelId: epg.channel_id,
    start: epg.start,
    stop: epg.stop,
    titles,
    profileId: posInt(p?.profile_id) ? p.profile_id : null,
  };
}

/** The title in `lang`, else Lithuanian (the source language), else any. */
export function noticeTitle(n: Pick<ReminderNotice, 'titles'>, lang: Lang): string {
  const pick = (l: string) => n.titles.find((x) => x.lang === l)?.title;
  return pick(lang) ?? pick('lt') ?? n.titles[0]?.title ?? '';
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** Hours and minutes in Europe/Vilnius (the operator's time zone), whatever the browser's zone. */
export function vilniusTime(epochS: number, lang: Lang): string {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { timeZone: 'Europe/Vilnius', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(lang, f);
  }
  return f.format(new Date(epochS * 1000));
}
