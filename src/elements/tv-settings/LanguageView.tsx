import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $locale, switchLanguage } from '../../core/i18n';
import { LANGS } from '../../core/names';
import { $priorities, loadPriorities, savePriorities, type Priorities } from '../../core/stores/priorities';
import { Modal } from '../shared/Modal';
import { useT } from '../shared/hooks';
import { PriorityList } from './PriorityList';
import type { ViewProps } from './views';

/**
 * Language modal (docs/product.md#screens-and-routes): interface language buttons (save + reload), drag-to-reorder audio and
 * subtitle priorities and the subtitle Disabled toggle, kept in the encrypted priority cookie.
 */
export function LanguageView({ go, close }: ViewProps) {
  const t = useT();
  const lang = useStore($locale);
  const prio = useStore($priorities);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    void loadPriorities();
  }, []);
  const update = (next: Priorities) => {
    setSaved(false);
    void savePriorities(next).then(() => setSaved(true));
  };
  return (
    <Modal open title={t('settings.language')} onClose={close} onBack={() => go({ name: 'list' })}>
      <section className="lang-section" aria-labelledby="ui-lang">
        <h3 id="ui-lang">{t('settings.interface_language')}</h3>
        <div className="lang-buttons">
          {LANGS.map((l) => (
            <button
              key={l}
              type="button"
              lang={l}
              className="btn lang-btn"
              aria-pressed={l === lang}
              onClick={() => void switchLanguage(l)}
            >
              {t(`languages.${l}`)}
            </button>
          ))}
        </div>
      </section>
      <section className="lang-section" aria-labelledby="audio-prio">
        <h3 id="audio-prio">{t('settings.audio_priority')}</h3>
        <PriorityList label={t('settings.audio_priority')} order={prio.audio} onChange={(audio) => update({ ...prio, audio })} />
      </section>
      <section className="lang-section" aria-labelledby="sub-prio">
        <div className="section-head">
          <h3 id="sub-prio">{t('settings.subtitle_priority')}</h3>
          <label className="switch">
            <input
              type="checkbox"
              role="switch"
              checked={prio.subtitlesDisabled}
              onChange={(e) => update({ ...prio, subtitlesDisabled: e.currentTarget.checked })}
            />
            <span>{t('settings.subtitles_disabled')}</span>
          </label>
        </div>
        <PriorityList
          label={t('settings.subtitle_priority')}
          order={prio.subtitles}
          disabled={prio.subtitlesDisabled}
          onChange={(subtitles) => update({ ...prio, subtitles })}
        />
      </section>
      <p role="status" className="muted saved">{saved ? t('settings.saved') : ''}</p>
    </Modal>
  );
}
