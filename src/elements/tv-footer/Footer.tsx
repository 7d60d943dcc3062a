import { useStore } from '@nanostores/react';
import type { LegalDoc } from '../../core/api/types';
import { config } from '../../core/config';
import { $locale } from '../../core/i18n';
import { $legal, closeLegal, openLegal } from '../../core/stores/legal';
import { Markdown, preloadMarkdown } from '../shared/markdown';
import { Modal } from '../shared/Modal';
import { useI18nReady, useT } from '../shared/hooks';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z' },
  { name: 'Instagram', href: 'https://www.instagram.com/', path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5v.01' },
  { name: 'YouTube', href: 'https://www.youtube.com/', path: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9v6l5-3z' },
] as const;

const DOCS: { doc: LegalDoc; label: 'footer.contacts' | 'footer.cookies' | 'footer.privacy' | 'footer.terms'; title: `legal.title_${LegalDoc}` }[] = [
  { doc: 'contacts', label: 'footer.contacts', title: 'legal.title_contacts' },
  { doc: 'cookies', label: 'footer.cookies', title: 'legal.title_cookies' },
  { doc: 'privacy', label: 'footer.privacy', title: 'legal.title_privacy' },
  { doc: 'terms', label: 'footer.terms', title: 'legal.title_terms' },
];

/** Footer of docs/product.md#screens-and-routes: social links, legal documents in a modal, copyright line. */
export function Footer() {
  const t = useT();
  useI18nReady();
  const lang = useStore($locale);
  const legal = useStore($legal);
  const open = DOCS.find((d) => d.doc === legal.doc);
  return (
    <footer part="footer">
      <ul className="social" part="social" aria-label={t('footer.social')}>
        {SOCIAL.map((s) => (
          <li key={s.name}>
            <a className="icon-btn" href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.name} title={s.name}>
              <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d={s.path} /></svg>
            </a>
          </li>
        ))}
      </ul>
      <ul className="docs" part="links">
        {DOCS.map((d) => (
          <li key={d.doc}>
            <button
              type="button"
              className="link"
              aria-haspopup="dialog"
              onClick={() => {
                void preloadMarkdown();
                void openLegal(d.doc, lang);
              }}
            >
              {t(d.label)}
            </button>
          </li>
        ))}
        <li>
          <a className="link" href={new URL('elements', config().siteBase).toString()}>{t('footer.editors_link')}</a>
        </li>
      </ul>
      <p className="copyright" part="copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      <Modal open={Boolean(open)} title={open ? t(open.title) : ''} onClose={closeLegal} onBack={closeLegal}>
        {legal.loading ? <p role="status">{t('common.loading')}</p> : <Markdown source={legal.text} />}
      </Modal>
    </footer>
  );
}
