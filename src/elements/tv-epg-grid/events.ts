// Events of the guide elements (bubbling, composed). Times in epoch SECONDS, as the operator API
// and the catch-up addresses use them.
import type { GuideChannel, GuideProgramme } from '../../core/api/epg';
import type { PlayMode } from '../../core/stores/epg';

/** `tvplayrequest`: play a programme live, from its start while it airs, or as catch-up. */
export interface PlayRequestDetail {
  channelId: number;
  epgId: number;
  start: number;
  stop: number;
  mode: PlayMode;
}
/** `tvreminderrequest`: set or remove a reminder for a future programme. */
export interface ReminderRequestDetail {
  channelId: number;
  epgId: number;
  start: number;
  stop: number;
  title: string;
  action: 'set' | 'remove';
}
/** `tvrecordrequest`: record a current or future programme (NPVR). */
export interface RecordRequestDetail {
  channelId: number;
  epgId: number;
  start: number;
  stop: number;
  title: string;
}
/** `tvprogrammeselect`: the user opened a programme (Enter or click). */
export interface ProgrammeSelectDetail {
  channelId: number;
  epgId: number;
  programme: GuideProgramme;
  channel: GuideChannel | null;
}

declare global {
  interface HTMLElementEventMap {
    tvplayrequest: CustomEvent<PlayRequestDetail>;
    tvreminderrequest: CustomEvent<ReminderRequestDetail>;
    tvrecordrequest: CustomEvent<RecordRequestDetail>;
    tvprogrammeselect: CustomEvent<ProgrammeSelectDetail>;
  }
}

/** Callback props the guide components receive (r2wc turns them into the DOM events above). */
export interface GuideEventProps {
  onTvPlayRequest?: (d: PlayRequestDetail) => void;
  onTvReminderRequest?: (d: ReminderRequestDetail) => void;
  onTvRecordRequest?: (d: RecordRequestDetail) => void;
  onTvProgrammeSelect?: (d: ProgrammeSelectDetail) => void;
}
export const GUIDE_EVENTS = ['onTvPlayRequest', 'onTvReminderRequest', 'onTvRecordRequest', 'onTvProgrammeSelect'];

export const seconds = (ms: number) => Math.floor(ms / 1000);
