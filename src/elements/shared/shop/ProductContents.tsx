import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $locale } from '../../../core/i18n';
import { $channels, loadChannels } from '../../../core/stores/channels';
import { $session } from '../../../core/stores/session';
import type { ProductJson } from '../../../core/stores/products';
import { useT } from '../hooks';

/** The channel line-up, for the channels' names and logos (fetched once per language and sign-in). */
function useChannelNames() {
  const lang = useStore($locale);
  const { token } = useStore($session);
  const channels = useStore($channels);
  useEffect(() => void loadChannels(lang, token), [lang, token]);
  return channels.data;
}

/** What a product contains: its channels (logos and names; the first `max`, then "+N more") and VoD providers. */
export function ProductContents({ product, max = 10 }: { product: ProductJson; max?: number }) {
  const t = useT();
  const channels = useChannelNames();
  const list = product.channel_ids.map((id) => channels.find((c) => c.id === id) ?? { id, name: `#${id}`, logo: undefined });
  const shown = list.slice(0, max);
  const providers = product.vod_providers ?? product.vod_provider_ids.map((id) => ({ id, name: `#${id}` }));
  return (
    <div className="contents">
      {list.length > 0 && (
        <>
          <p className="contents-head">{t('products.channels_count', { count: list.length })}</p>
          <ul className="logos" aria-label={t('products.channels')}>
            {shown.map((c) => (
              <li key={c.id} title={c.name}>
                {c.logo ? <img src={c.logo} alt={c.name} width="48" height="36" loading="lazy" /> : <span className="logo-text">{c.name}</span>}
              </li>
            ))}
            {list.length > shown.length && <li className="more">{t('products.more', { count: list.length - shown.length })}</li>}
          </ul>
        </>
      )}
      {providers.length > 0 && (
        <p className="providers">
          {t('products.vod')}: {providers.map((p) => p.name).join(', ')}
        </p>
      )}
    </div>
  );
}
