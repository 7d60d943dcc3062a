import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { apiAsset, type VodJson } from '../../core/api/vod';
import { catalogueHref, groupHref, productsHref, subscribeHref, vodPlayHref } from '../../core/links';
import { $registered, loginHref } from '../../core/stores/auth';
import { $vodProgress, loadVodProgress, progressShare } from '../../core/stores/library';
import { $session } from '../../core/stores/session';
import { $viewer } from '../../core/stores/smartrows';
import { $vodItem, loadVodItem } from '../../core/stores/vod';
import { $purchases, loadPurchases, openPurchase } from '../../core/stores/purchase';
import { $canPay, loadCards } from '../../core/stores/products';
import { PayElsewhere } from '../shared/shop/PayElsewhere';
import { PurchaseDialog, usePurchaseOwner } from '../shared/PurchaseDialog';
import { isLang } from '../../core/names';
import { $locale } from '../../core/i18n';
import { formatDateTime } from '../../core/time/vilnius';
import { goBack, idFromAddress, isScreen, LoadError, useEscapeBack, useGenreNames, useLength } from '../shared/catalogue-ui';
import { useScreenName, useSessionStart, useT } from '../shared/hooks';
import { WishButton } from '../shared/WishButton';

export interface VodDetailsProps {
  vodId?: number;
  headingLevel?: number;
}

/** What the viewer may do with an item (the server decides for real when it is played or bought). */
function entitled(v: VodJson): boolean {
  return v.type === 'free' || v.subscribed || v.purchased;
}

/**
 * The view of <tv-vod-details>: an item's poster and backdrop, title, year, length, age rating,
 * genres, description, audio and subtitle languages, and what the viewer can do: Play / Resume,
 * Rent / Buy with prices, the wishlist, the trailer, the series' other episodes.
 */
export function VodDetails({ vodId, headingLevel }: VodDetailsProps) {
  const t = useT();
  useSessionStart();
  const [id] = useState(() => (vodId && vodId > 0 ? Math.floor(vodId) : idFromAddress()));
  const effectiveId = vodId && vodId > 0 ? Math.floor(vodId) : id;
  const viewer = useStore($viewer);
  const state = useStore($vodItem);
  const session = useStore($session);
  const registered = useStore($registered);
  // a customer who cannot pay on the site gets no Rent or Buy that could only fail
  const canPay = useStore($canPay);
  useEffect(() => {
    if (registered) void loadCards();
  }, [registered]);
  const progress = useStore($vodProgress);
  const length = useLength();
  const genreNames = useGenreNames();
  const screen = isScreen('vod-about');
  const purchases = useStore($purchases);
  const owner = usePurchaseOwner();
  const locale = useStore($locale);
  const primary = useRef<HTMLAnchorElement & HTMLButtonElement>(null);
  const focused = useRef(false);
  useEscapeBack(screen);

  useEffect(() => {
    if (effectiveId) loadVodItem(effectiveId);
  }, [effectiveId, viewer]);
  useEffect(() => loadVodProgress(), [viewer]);
  useEffect(() => {
    if (registered && session.profile) loadPurchases();
  }, [viewer, registered]);

  const v = state.data && state.data.key === `${viewer}#${effectiveId}` ? state.data.vod : null;
  useScreenName(v?.title, screen);
  // On the site's screen the first action takes the focus once the item is there (TV remotes).
  useEffect(() => {
    if (v && screen && !focused.current && primary.current) {
      focused.current = true;
      primary.current.focus();
    }
  }, [v, screen]);

  const H = `h${Math.min(6, Math.max(1, headingLevel ?? 2))}` as 'h2';
  if (!effectiveId) {
    return (
      <section className="missing">
        <H>{t('vod_details.title')}</H>
        <div className="notice" role="alert" part="notice">
          <p>{t('vod_details.not_found')}</p>
          <a className="btn" href={catalogueHref()}>{t('vod_details.to_catalogue')}</a>
        </div>
      </section>
    );
  }
  if (!v) {
    if (state.error && !state.loading) {
      return (
        <section className="missing">
          <H>{t('vod_details.title')}</H>
          <LoadError error={state.error} onRetry={() => loadVodItem(effectiveId, true)} />
        </section>
      );
    }
    return (
      <article className="details loading" aria-busy="true" part="details">
        <div className="backdrop" />
        <div className="body">
          <div className="poster placeholder" />
          <div className="info">
            <H className="line wide"><span className="visually-hidden">{t('vod_row.loading')}</span></H>
            <p className="line" />
            <p className="line" />
          </div>
        </div>
      </article>
    );
  }

  const p = progress[v.id];
  const share = progressShare(p);
  const canPlay = entitled(v);
  const profileChosen = registered && !!session.profile;
  // a profile that may not buy is offered what it may do: ask, or keep the title in its list
  const mayBuy = session.profile?.can_buy !== false;
  const langName = (l: string) => (isLang(l) ? t(`vod_details.lang_${l}`) : l.toUpperCase());
  const genres = genreNames(v.genres);
  const owned = v.purchased ? purchases.data.items.find((x) => x.vod_id === v.id) : undefined;
  const until = owned?.expires ? formatDateTime(owned.expires * 1000, locale, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <article className="details" part="details" aria-labelledby="title">
      <div className="backdrop" part="backdrop">
        <img src={apiAsset(v.backdrop)} alt="" width="1280" height="720" decoding="async" />
      </div>
      <div className="body">
        <img className="poster" part="poster" src={apiAsset(v.poster)} alt={t('vod_details.poster_of', { title: v.title })} width="300" height="450" />
        <div className="info">
          {screen && (
            <button type="button" className="btn btn-ghost back" onClick={goBack}>
              <span aria-hidden="true">←</span> {t('vod_details.back')}
            </button>
          )}
          <H id="title" part="title">{v.title}</H>
          <ul className="meta" aria-label={t('vod_details.facts')}>
            <li>{v.year}</li>
            <li>{length(v.duration)}</li>
            <li><span className="age" aria-label={t('vod_details.age_label', { age: v.age })}>{v.age > 0 ? `${v.age}+` : t('vod_details.all_ages')}</span></li>
            {genres.length > 0 && <li>{genres.join(', ')}</li>}
            {v.season !== null && v.episode !== null && <li>{t('series.episode_label', { season: v.season, episode: v.episode })}</li>}
          </ul>
          <p className="description">{v.description}</p>
          <dl className="langs">
            <div><dt>{t('vod_details.audio')}</dt><dd>{v.audio_languages.map(langName).join(', ')}</dd></div>
            <div><dt>{t('vod_details.subtitles')}</dt><dd>{v.subtitle_languages.map(langName).join(', ')}</dd></div>
          </dl>
          {share > 0 && (
            <div className="resume-bar">
              <span className="bar" role="progressbar" aria-label={t('vod_row.watched', { percent: Math.round(share * 100) })} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(share * 100)}>
                <span style={{ width: `${share * 100}%` }} />
              </span>
            </div>
          )}
          <div className="actions" part="actions">
            {!registered ? (
              <>
                <a ref={primary} className="btn btn-primary" href={subscribeHref()}>{t('nav.subscribe')}</a>
                <a className="btn" href={loginHref()}>{t('nav.login')}</a>
              </>
            ) : canPlay ? (
              <>
                <a ref={primary} className="btn btn-primary" href={vodPlayHref(v.id, { resume: share > 0 })}>
                  {share > 0 ? t('vod_details.resume') : t('vod_details.play')}
                </a>
                {share > 0 && <a className="btn" href={vodPlayHref(v.id)}>{t('vod_details.from_start')}</a>}
              </>
            ) : !mayBuy || !canPay ? null : v.type === 'tvod' && v.price ? (
              <>
                <button ref={primary} type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => openPurchase(v, 'rent', owner)}>
                  {t('vod_details.rent', { price: v.price.rent })}
                </button>
                <button type="button" className="btn" aria-haspopup="dialog" onClick={() => openPurchase(v, 'buy', owner)}>
                  {t('vod_details.buy', { price: v.price.buy })}
                </button>
              </>
            ) : (
              <>
                <button ref={primary} type="button" className="btn btn-primary" aria-haspopup="dialog" onClick={() => openPurchase(v, undefined, owner)}>
                  {t('purchase.subscribe_now')}
                </button>
                <a className="btn" href={productsHref()}>{t('vod_details.see_plans')}</a>
              </>
            )}
            {v.trailer && <a className="btn" href={vodPlayHref(v.id, { trailer: true })}>{t('vod_details.trailer')}</a>}
            {profileChosen && !v.locked && <WishButton target={{ kind: 'vod', id: v.id, vod: v }} title={v.title} />}
            {v.group_id !== null && <a className="btn btn-ghost" href={groupHref(v.group_id, v.season ?? undefined)}>{t('vod_details.all_episodes')}</a>}
          </div>
          {registered && !canPlay && v.type !== 'tvod' && <p className="note">{t('vod_details.not_in_plan')}</p>}
          {registered && !canPlay && !mayBuy && <p className="note">{t('vod_details.ask_holder')}</p>}
          {registered && !canPlay && mayBuy && !canPay && <PayElsewhere />}
          {v.type === 'tvod' && v.purchased && owned && (
            <p className="note owned" part="purchase">{until ? t('purchase.rented_until', { date: until }) : t('purchase.bought')}</p>
          )}
          {registered && <PurchaseDialog owner={owner} playHref={vodPlayHref(v.id)} onClosed={() => primary.current?.focus()} />}
        </div>
      </div>
    </article>
  );
}
