// The profile wizard checks a profile before sending it with the rules the OpenAPI document states
// for the ProfileForm body (and the Profile answer): the same age ratings, the same longest name,
// the same PIN length, and a name the document refuses is one the wizard refuses too. A rule
// changed on one side only fails here.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
// @ts-expect-error: a plain script, without types
import { loadDocument } from '../../scripts/openapi-types.mjs';
import { AGE_RATINGS, PROFILE_NAME_MAX, PROFILE_PIN_LENGTH } from '../../src/core/api/profile-form';
import { validateStep, type Draft } from '../../src/elements/tv-settings/wizard-model';

interface Prop {
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  pattern?: string;
}
interface Doc {
  components: { schemas: Record<string, { properties: Record<string, Prop> }> };
}

const doc = (await loadDocument()) as Doc;
const form = doc.components.schemas['ProfileForm']!.properties;
const answer = doc.components.schemas['Profile']!.properties;
const sorted = (xs: readonly unknown[]) => [...xs].map(Number).sort((a, b) => a - b);

const draft = (patch: Partial<Draft>): Draft => ({ name: 'Ona', avatarId: 1, age: 0, pin: '', pin2: '', needsPin: false, hasPin: false, ...patch });

describe('the profile form and the OpenAPI document', () => {
  it('offer the same age ratings', () => {
    const ages = sorted(AGE_RATINGS.map((r) => r.age));
    assert.deepEqual(sorted(form['age']!.enum!), ages, 'ProfileForm.age');
    assert.deepEqual(sorted(answer['age']!.enum!), ages, 'Profile.age');
  });

  it('take names of the same length, and refuse the same blank ones', () => {
    assert.equal(form['name']!.maxLength, PROFILE_NAME_MAX);
    assert.equal(form['name']!.minLength, 1);
    const pattern = new RegExp(form['name']!.pattern!);
    for (const name of ['Ona', ' Jonas ', 'A', '', ' ', '   ', '\t']) {
      const wizardTakes = validateStep('name', draft({ name })).name === undefined;
      const documentTakes = name.length >= 1 && pattern.test(name);
      assert.equal(wizardTakes, documentTakes, JSON.stringify(name));
    }
  });

  it('take PINs of the same length', () => {
    assert.equal(form['pin']!.maxLength, PROFILE_PIN_LENGTH);
    const pattern = new RegExp(form['pin']!.pattern!);
    for (const pin of ['', '1', '12', '123', '1234']) {
      const wizardTakes = validateStep('pin', draft({ pin, pin2: pin })).pin === undefined;
      assert.equal(wizardTakes, pattern.test(pin), JSON.stringify(pin));
    }
  });
});
