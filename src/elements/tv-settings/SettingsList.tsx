import { useStore } from '@nanostores/react';
import { config } from '../../core/config';
import { $inPlanGroup, $registered } from '../../core/stores/auth';
import { $currentProfile } from '../../core/stores/profiles';
import { $session } from '../../core/stores/session';
import { Modal } from '../shared/Modal';
import { useT } from '../shared/hooks';
import type { ViewProps } from './views';

const Chevron = () => (
  <svg className="icon chevron" viewBox="0 0 24 24" aria-hidden="true"><path d="M9 6l6 6-6 6" /></svg>
);

/** The settings list of docs/product.md#screens-and-routes. */
export function SettingsList({ go, close }: ViewProps) {
  const t = useT();
  const { profile } = useStore($session);
  const current = useStore($currentProfile);
  const planGroup = useStore($inPlanGroup);
  const registered = useStore($registered);
  const master = !profile || profile.master_flag;
  const register = (action: string) => new URL(`register?action=${action}`, config().siteBase).toString();
  return (
    <Modal open title={t('settings.title')} onClose={close}>
      {profile && <p className="muted current">{t('settings.current_profile', { name: profile.name })}</p>}
      <ul className="rows">
        <li>
          {master ? (
            <button type="button" className="row" data-entry="profiles" onClick={() => go({ name: 'profiles' })}>
              {t('settings.manage_profiles')} <Chevron />
            </button>
          ) : (
            <button type="button" className="row" data-entry={`form-${current?.id ?? ''}`} disabled={!current} onClick={() => current && go({ name: 'form', profile: current, from: 'list' })}>
              {t('settings.edit_profile')} <Chevron />
            </button>
          )}
        </li>
        <li>
          <button type="button" className="row" data-entry="language" onClick={() => go({ name: 'language' })}>{t('settings.language')} <Chevron /></button>
        </li>
        <li>
          <button type="button" className="row" data-entry="devices" onClick={() => go({ name: 'devices' })}>{t('devices.title')} <Chevron /></button>
        </li>
        {profile && (
          <li>
            <button type="button" className="row" data-entry="alarms" onClick={() => go({ name: 'alarms' })}>{t('settings.alarms')} <Chevron /></button>
          </li>
        )}
        <li>
          <button type="button" className="row" data-entry="streaming" onClick={() => go({ name: 'streaming' })}>{t('settings.streaming')} <Chevron /></button>
        </li>
        <li>
          <button type="button" className="row" data-entry="system" onClick={() => go({ name: 'system' })}>{t('settings.system')} <Chevron /></button>
        </li>
        {registered && (
          <li>
            <button type="button" className="row" data-entry="subscriptions" onClick={() => go({ name: 'subscriptions' })}>{t('products.settings_entry')} <Chevron /></button>
          </li>
        )}
        {planGroup && (
          <>
            <li><a className="row" href={register('change')}>{t('settings.change_plan')} <Chevron /></a></li>
            <li><a className="row" href={register('add_card')}>{t('settings.add_card')} <Chevron /></a></li>
          </>
        )}
        <li>
          <button type="button" className="row" data-entry="about" onClick={() => go({ name: 'about' })}>{t('settings.about')} <Chevron /></button>
        </li>
        <li>
          <button type="button" className="row" data-entry="logout" onClick={() => go({ name: 'logout' })}>{t('settings.logout')} <Chevron /></button>
        </li>
      </ul>
    </Modal>
  );
}
