import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { config } from '../../core/config';
import { $geoBlocked } from '../../core/stores/ui';
import { useI18nReady, useT } from '../shared/hooks';

export interface MobileLandingProps {
  /** Routes where mobile browsers get the real page (status, sign-up, register, ...). */
  allowed?: boolean;
  /** For tests and previews: "true" or "false" forces the mobile decision. */
  mobile?: string;
}

function isMobileBrowser(ua: string = navigator.userAgent): boolean {
  const data = (navigator as { userAgentData?: { mobile?: boolean } }).userAgentData;
  return Boolean(data?.mobile) || /Android|iPhone|iPad|iPod|Mobile|Windows Phone/i.test(ua);
}

const STORES = [
  { key: 'mobile.app_store', href: 'https://apps.apple.com/' },
  { key: 'mobile.google_play', href: 'https://play.google.com/store' },
  { key: 'mobile.app_gallery', href: 'https://appgallery.huawei.com/' },
] as const;

/**
 * Mobile landing page (docs/product.md#who-uses-it) and the geo-blocking notice: both replace the page's content, so the
 * element marks the document (`tv-covered` class) and the host's CSS hides the rest.
 */
export function MobileLanding({ allowed, mobile }: MobileLandingProps) {
  const t = useT();
  useI18nReady();
  const geo = useStore($geoBlocked);
  const landing = !allowed && (mobile === 'true' || (mobile !== 'false' && isMobileBrowser()));
  const covered = geo || landing;
  useEffect(() => {
    document.documentElement.classList.toggle('tv-covered', covered);
  }, [covered]);
  if (geo) {
    return (
      <section className="cover" role="alert">
        <h1>{t('geo.title')}</h1>
        <p>{t('geo.body')}</p>
      </section>
    );
  }
  if (!landing) return null;
  return (
    <section className="cover">
      <h1>{t('mobile.title')}</h1>
      <p>{t('mobile.body')}</p>
      <a className="btn btn-primary" href={new URL('register?fresh=true', config().siteBase).toString()}>{t('mobile.register')}</a>
      <ul>
        {STORES.map((s) => (
          <li key={s.key}>
            <a className="btn btn-ghost" href={s.href} rel="noopener noreferrer">{t(s.key)}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
