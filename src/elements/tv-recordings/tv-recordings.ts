import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { Recordings } from './Recordings';
import { styles } from './styles';

/**
 * @summary The customer's recordings (NPVR): recorded, scheduled and series tabs with channel, time,
 * length, expiry and progress; play (resumes at the bookmark), delete or cancel with confirmation.
 * @attr heading-level - level of its heading (default 2)
 * @csspart heading - the heading
 * @csspart item - one recording (or series) in the list
 * @csspart notice - the empty, error and log-in notices
 */
export const TvRecordings = defineElement({ tag: TAGS.recordings, component: Recordings, props: { headingLevel: 'number' }, styles });
