import { expect } from '@open-wc/testing';
import { saveLanguage } from '../../src/core/i18n';
import { ROUTES, type RouteName } from '../../src/core/routes';
import { redirectFor, startRoute } from '../../src/core/stores/route';
import { msg } from '../helpers/messages';
import { until } from '../helpers/env';

describe('route rules (src/core/stores/route.ts)', () => {
  after(() => saveLanguage('lt'));

  it('keeps the tab title in the viewer language on every route', async () => {
    document.documentElement.dataset.route = 'vod';
    startRoute();
    await saveLanguage('en');
    await until(() => expect(document.title).to.equal(`${msg('route.vod', {}, 'en')} · Eteris`));
    await saveLanguage('ru');
    await until(() => expect(document.title).to.equal(`${msg('route.vod', {}, 'ru')} · Eteris`));
    // every route has a title in every language that differs from Lithuanian somewhere
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      for (const lang of ['lt', 'en', 'ru'] as const) expect(msg(ROUTES[name].title, {}, lang), `${name} ${lang}`).to.not.equal('');
    }
  });

  it('sends visitors from registered-only routes (the player, products) to the demo page; Add payment card stays on /register', () => {
    const site = 'https://tv.example/';
    expect(redirectFor('play', false, '', site)).to.equal('https://tv.example/demo-page');
    expect(redirectFor('vod-play', false, '', site)).to.equal('https://tv.example/demo-page');
    expect(redirectFor('play', true, '?channel=3', site)).to.equal(null);
    expect(redirectFor('play', true, '?recording=7', site)).to.equal(null);
    expect(redirectFor('play', true, '?channel=9007199254740991', site)).to.equal(null);
    expect(redirectFor('vod-play', true, '?id=4&resume=1', site)).to.equal(null);
    // a player page naming nothing to play: the guide, the films
    expect(redirectFor('play', true, '', site)).to.equal('https://tv.example/tv');
    expect(redirectFor('play', true, '?channel=x', site)).to.equal('https://tv.example/tv');
    expect(redirectFor('vod-play', true, '', site)).to.equal('https://tv.example/vod');
    expect(redirectFor('vod-play', true, '?id=0', site)).to.equal('https://tv.example/vod');
    expect(redirectFor('vod-play', true, '?channel=3', site)).to.equal('https://tv.example/vod');
    expect(redirectFor('home', false, '', site)).to.equal(null);
    expect(redirectFor('subscription', false, '', site)).to.equal('https://tv.example/demo-page');
    expect(redirectFor('subscription', true, '', site)).to.equal(null);
    expect(redirectFor('register', true, '?action=add_card', site)).to.equal(null);
    expect(redirectFor('register', false, '?action=add_card', site)).to.equal(null);
    expect(redirectFor('register', true, '?fresh=true', site)).to.equal(null);
  });
});
