import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { ErrorCode } from '../../core/errors';
import { t } from '../../core/i18n';
import { $gate, runGate } from '../../core/stores/gate';
import { $profiles } from '../../core/stores/profiles';
import { $session } from '../../core/stores/session';
import './tv-session-gate';
import '../tv-nav/tv-nav';
import { backendConfig, loginAs, until } from '../../../tests/helpers/env';
import { find, openDialog, openDialogs, root, signIn } from '../../../tests/helpers/element-dom';
import { answerWith, watchUncaught } from '../../../tests/helpers/faults';
import { msg } from '../../../tests/helpers/messages';

// The session gate when the login service or the API answers with the wrong shape (the backend's
// X-Fault-Body test fault, over real HTTP): an error or a visitor's state with a translated message,
// never a half-signed-in page, and no error left uncaught.
describe('<tv-session-gate> given an answer of the wrong shape', () => {
  before(async () => configure(await backendConfig()));

  // First in this file: the page's one user check is the one that gets the malformed answer.
  it('treats a malformed user answer as no session: a visitor, not the verify page', async () => {
    await loginAs('anna@example.lt');
    // a token, but a user without an e-mail, a customer or a verified flag
    const fault = answerWith(/\/client\/user$/, { token: 'abc', user: { id: 1 } });
    const uncaught = watchUncaught();
    let gate!: Element;
    let nav!: Element;
    try {
      gate = await fixture(html`<tv-session-gate></tv-session-gate>`);
      nav = await fixture(html`<tv-nav></tv-nav>`);
      await until(() => expect($gate.get()).to.equal('visitor'));
      expect(fault.count).to.be.greaterThan(0);
    } finally {
      fault.restore();
      uncaught.stop();
    }
    expect($session.get().token).to.equal(null);
    expect($session.get().status).to.equal('visitor');
    expect($session.get().error?.code).to.equal(ErrorCode.UNEXPECTED_ANSWER);
    // nothing of the gate is open (the verify page included), and the bar offers to log in
    expect(root(gate).querySelectorAll('dialog[open]').length).to.equal(0);
    await until(() => find(root(nav), 'a', msg('nav.login')));
    expect(uncaught.seen).to.deep.equal([]);
  });

  it('shows "could not load the profiles" with the reason for a malformed profile list', async () => {
    await signIn('anna@example.lt');
    // no avatar, an age in words, no PIN flags
    const fault = answerWith(/\/customer\/profiles$/, { items: [{ id: 1, name: 'Anna', age: 'all', avatar: null }] });
    const uncaught = watchUncaught();
    let el!: Element;
    try {
      el = await fixture(html`<tv-session-gate></tv-session-gate>`);
      expect(await runGate()).to.equal('choose');
      expect(fault.count).to.equal(1);
    } finally {
      fault.restore();
      uncaught.stop();
    }
    const r = root(el);
    const title = t('session.choose_title');
    await until(() => expect(openDialogs(r)).to.deep.equal([title]));
    const d = openDialog(r, title);
    await until(() => expect(d.querySelector('[role="alert"]')?.textContent).to.equal(msg('session.load_failed') + msg('errors.unexpected_answer') + msg('profiles.retry')));
    expect(d.querySelectorAll('button.profile').length).to.equal(0);
    expect($profiles.get().error?.code).to.equal(ErrorCode.UNEXPECTED_ANSWER);
    expect(uncaught.seen).to.deep.equal([]);
    // Retry asks again, and the real list comes
    find(d, 'button', msg('profiles.retry')).click();
    await until(() => expect(d.querySelectorAll('button.profile').length).to.equal(3));
    await expect(d).to.be.accessible();
  });
});
