import { expect } from '@open-wc/testing';
import { profileForm, type Profile } from '../../src/core/api/profiles';
import { initialDraft, toInput } from '../../src/elements/tv-settings/wizard-model';

// What the profile form puts on the wire: only the fields it shows. Editing the infants
// profile unchanged used to send can_buy=true, giving it purchase rights.
describe('profile form', () => {
  const vaikai = { id: 3, name: 'Vaikai', age: 6, has_pin: false, needs_pin_to_login: false, avatar: { id: 9, url: '' }, master_flag: false, customer_id: 1001, can_buy: false, stamp: 1 } satisfies Profile;
  const jonas = { ...vaikai, id: 2, name: 'Jonas', age: 13, has_pin: true, needs_pin_to_login: true, can_buy: true } satisfies Profile;

  it('never sends can_buy, which the form does not show', () => {
    const form = profileForm(toInput(initialDraft(vaikai), vaikai.age));
    expect(form).to.deep.equal({ name: 'Vaikai', age: 6, pin: '', avatar_id: 9, needs_pin_to_login: false });
  });

  it('leaves out an unchanged PIN (the page never knows it) and sends a new one', () => {
    const draft = initialDraft(jonas);
    expect(draft.pin).to.equal('');
    expect(profileForm(toInput(draft, jonas.age))).to.not.have.property('pin');
    expect(profileForm(toInput({ ...draft, pin: '4321', pin2: '4321' }, jonas.age)).pin).to.equal('4321');
  });
});
