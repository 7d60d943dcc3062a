import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $locale } from '../../core/i18n';
import { VERSIONS } from '../../core/names';
import { $privacy, loadPrivacy } from '../../core/stores/about';
import { Markdown, preloadMarkdown } from '../shared/markdown';
import { Modal } from '../shared/Modal';
import { useT } from '../shared/hooks';
import type { ViewProps } from './views';

/** About (docs/product.md#screens-and-routes): Privacy (a document per language) and the software version 4.0.2. */
export function AboutView({ go, close }: ViewProps) {
  const t = useT();
  return (
    <Modal open title={t('settings.about_title')} onClose={close} onBack={() => go({ name: 'list' })}>
      <ul className="rows">
        <li>
          <button type="button" className="row" data-entry="privacy" onClick={() => go({ name: 'privacy' })}>
            {t('settings.privacy')}
            <svg className="icon chevron" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 6l6 6-6 6" /></svg>
          </button>
        </li>
        <li>
          <button type="button" className="row" data-entry="licences" onClick={() => go({ name: 'licences' })}>
            {t('settings.licences')}
            <svg className="icon chevron" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 6l6 6-6 6" /></svg>
          </button>
        </li>
        <li className="row static">
          <span>{t('settings.software_version')}</span>
          <span className="value" data-testid="version">{VERSIONS.software}</span>
        </li>
      </ul>
    </Modal>
  );
}

export function PrivacyView({ go, close }: ViewProps) {
  const t = useT();
  const lang = useStore($locale);
  const doc = useStore($privacy);
  useEffect(() => {
    void preloadMarkdown();
    void loadPrivacy(lang);
  }, [lang]);
  return (
    <Modal open title={t('settings.privacy')} onClose={close} onBack={() => go({ name: 'about' })}>
      {doc.loading && <p role="status">{t('common.loading')}</p>}
      {doc.error && !doc.loading && <p role="alert" className="error">{t('errors.operation_failed')}</p>}
      {!doc.loading && !doc.error && <Markdown source={doc.data.text} />}
    </Modal>
  );
}
