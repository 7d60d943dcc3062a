// Settings > Streaming: this device's video quality. Buttons, not radios: OK on a TV remote
// presses a button, and arrows move between them like between the other settings rows.
import { useStore } from '@nanostores/react';
import { $quality, QUALITIES, setQuality } from '../../core/stores/streaming';
import { Modal } from '../shared/Modal';
import { useT } from '../shared/hooks';
import type { ViewProps } from './views';

export function StreamingView({ go, close }: ViewProps) {
  const t = useT();
  const quality = useStore($quality);
  return (
    <Modal open title={t('settings.streaming')} onClose={close} onBack={() => go({ name: 'list' })}>
      <p className="muted" id="quality-lead">{t('settings.streaming_lead')}</p>
      <div className="rows quality" role="group" aria-labelledby="quality-lead">
        {QUALITIES.map((q) => (
          <button key={q} type="button" className="row" aria-pressed={q === quality} aria-describedby={`quality-${q}`} onClick={() => setQuality(q)}>
            <span className="choice">
              <span className="name">{t(`settings.quality_${q}`)}</span>
              <span className="muted" id={`quality-${q}`}>{t(`settings.quality_${q}_hint`)}</span>
            </span>
            <span className="tick" aria-hidden="true">{q === quality ? '✓' : ''}</span>
          </button>
        ))}
      </div>
    </Modal>
  );
}
