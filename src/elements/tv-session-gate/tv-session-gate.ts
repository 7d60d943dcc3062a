import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { modalStyles } from '../shared/Modal';
import { pinBoxStyles } from '../shared/PinBox';
import { pinDialogStyles } from '../shared/PinDialog';
import { SessionGate } from './SessionGate';

const styles = `
:host { display: contents; }
${modalStyles}
${pinBoxStyles}
${pinDialogStyles}
ul.profiles { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; justify-content: center; gap: 1.25rem; }
button.profile { display: grid; justify-items: center; gap: .5rem; padding: .75rem; border: 2px solid transparent; border-radius: var(--_radius);
  background: transparent; position: relative; min-width: 8rem; }
button.profile:hover, button.profile:focus-visible { border-color: var(--_focus); background: var(--_surface-2); }
button.profile img { width: 6rem; height: 6rem; border-radius: 50%; background: var(--_surface-2); }
button.profile .name { font-size: 1.05rem; }
button.profile .lock { position: absolute; top: .5rem; right: .75rem; }
.load-error { text-align: center; }
dialog.page { border: 0; margin: 0; padding: 0; width: 100vw; height: 100vh; max-width: none; max-height: none; background: var(--_bg); color: var(--_text); }
dialog.page::backdrop { background: var(--_bg); }
dialog.page section { max-width: 36rem; margin: 12vh auto 0; padding: 2rem; text-align: center; }
dialog.page h1 { font-size: 1.8rem; margin: .25rem 0 1rem; }
dialog.page .eyebrow { color: var(--_muted); margin: 0; }
dialog.page .actions { display: flex; gap: .75rem; justify-content: center; margin-top: 2rem; }
.muted { color: var(--_muted); text-align: center; margin: 0; }
`;

/**
 * @summary The signed-in session's gate: the key-system (DRM) check with the 'browser not
 * supported' modal, the verify-your-e-mail page, and "Who is watching?" profile selection with
 * the automatic choice rules and the PIN dialog. Put one on every page; it shows nothing to
 * visitors or once a profile is chosen (kept in the profile cookie for an hour).
 * @fires tvprofileselect - a profile was chosen in the selection modal; detail `{ id, name }`
 * @cssproperty --tv-color-surface - modal background
 * @cssproperty --tv-color-focus - focus ring of the profile buttons and PIN boxes
 */
export const TvSessionGate = defineElement({ tag: TAGS.sessionGate, component: SessionGate, events: ['profileSelect'], styles });
