import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { Settings } from './Settings';
import { settingsStyles } from './styles';

/**
 * @summary The settings modal of registered users: Manage profiles (master) or Edit profile,
 * Language (interface language, audio and subtitle priorities), Change plan and Add payment card
 * (group 15), About (privacy, software version) and Log out with its confirmation. It opens when
 * the `$modal` store says 'settings' (the navigation's settings button does that).
 * @attr view - the screen it opens on: list, profiles, language, devices, about, privacy, logout, subscriptions, system, streaming, licences or alarms (default list)
 * @cssproperty --tv-color-surface - modal background
 * @cssproperty --tv-color-surface-2 - rows, accordion heads and list items
 * @cssproperty --tv-color-accent - primary buttons, errors, the chosen avatar
 * @csspart cards - the payment cards panel
 */
export const TvSettings = defineElement({ tag: TAGS.settings, component: Settings, props: { view: 'string' }, styles: settingsStyles });
