// The profile wizard end to end (en): create, edit and delete profiles as the master, then restart
// the backend on the same data directory and find the changes still there.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { launch, logIn, type E2E } from './browser';
import { startServer, login, call, api } from '../server/helpers';
import { chooseProfile } from './profiles-helpers';

describe('the profile wizard survives a backend restart', () => {
  let e: E2E;
  before(async () => {
    e = await launch();
  });
  after(() => e.close());

  it('creates a profile in four steps, with the validation texts of the spec', async () => {
    const { page, server } = e;
    // in English, handed over in the address as the login page hands a language back (choosing it
    // in the navigation, and the reload that takes, are foundation.test.ts's)
    await logIn(page, server.url, 'anna@example.lt', { open: '/?lang=en' });
    await chooseProfile(page, 'Anna');
    await page.locator('tv-nav').getByRole('button', { name: 'Settings' }).click();
    const settings = page.locator('tv-settings');
    await settings.getByRole('button', { name: 'Manage profiles' }).click();
    await settings.getByRole('button', { name: 'Create new profile' }).click();
    const wizard = settings.getByRole('dialog', { name: 'New profile' });
    await wizard.getByText('Step 1 of 4').waitFor();
    await wizard.getByRole('button', { name: 'Next', exact: true }).click();
    await wizard.getByText('Profile name can not be empty').waitFor();
    await wizard.getByRole('group', { name: 'Choose avatar' }).waitFor();
    assert.equal(await wizard.getByRole('radio', { name: 'Avatar 16', exact: true }).isChecked(), true, 'default avatar');
    await wizard.getByRole('radio', { name: 'Avatar 7', exact: true }).click(); // the avatar picture is its radio button
    assert.equal(await wizard.getByRole('radio', { name: 'Avatar 7', exact: true }).isChecked(), true);
    await wizard.getByLabel('Profile name').fill('Grandpa');
    await page.keyboard.press('Enter'); // submits the step like Next

    await wizard.getByText('Step 2 of 4').waitFor();
    await wizard.getByRole('button', { name: 'Next', exact: true }).click();
    await wizard.getByText('Age can not be empty').waitFor();
    await wizard.getByRole('radio', { name: /Children/ }).check();
    await wizard.getByRole('button', { name: 'Next', exact: true }).click();

    await wizard.getByText('Step 3 of 4').waitFor();
    await wizard.getByRole('group', { name: 'PIN', exact: true }).locator('input').first().click();
    await page.keyboard.type('4321');
    await wizard.getByRole('group', { name: 'Repeat PIN' }).locator('input').first().click();
    await page.keyboard.type('4320');
    await wizard.getByRole('button', { name: 'Next', exact: true }).click();
    await wizard.getByText('PIN codes do not match').waitFor();
    // The focus is back on the repetition: typing it again replaces it.
    await page.keyboard.type('4321');
    await wizard.getByRole('switch', { name: 'Needs PIN to login' }).check();
    await wizard.getByRole('button', { name: 'Next', exact: true }).click();

    await wizard.getByText('Step 4 of 4').waitFor();
    const summary = await wizard.locator('.summary').innerText();
    for (const s of ['Grandpa', 'Children', 'Set', 'Yes']) assert.match(summary, new RegExp(s));
    await wizard.getByRole('button', { name: 'Confirm' }).click();
    const list = settings.getByRole('dialog', { name: 'Profiles' });
    await list.getByRole('button', { name: /Grandpa/ }).waitFor();
  });

  it('edits the new profile and deletes another one after confirmation', async () => {
    const { page } = e;
    const settings = page.locator('tv-settings');
    const list = settings.getByRole('dialog', { name: 'Profiles' });
    await list.getByRole('button', { name: /Grandpa/ }).click();
    await list.getByRole('region', { name: 'Grandpa' }).getByRole('button', { name: 'Edit' }).click();
    const wizard = settings.getByRole('dialog', { name: 'Edit profile' });
    assert.equal(await wizard.getByLabel('Profile name').inputValue(), 'Grandpa');
    await wizard.getByLabel('Profile name').fill('Grandma');
    for (const n of [2, 3, 4]) {
      await wizard.getByRole('button', { name: 'Next', exact: true }).click();
      await wizard.getByText(`Step ${n} of 4`).waitFor();
    }
    await wizard.getByRole('button', { name: 'Confirm' }).click();
    await list.getByRole('button', { name: /Grandma/ }).waitFor();
    assert.equal(await list.getByRole('button', { name: /Grandpa/ }).count(), 0);

    await list.getByRole('button', { name: /Vaikai/ }).click();
    await list.getByRole('region', { name: 'Vaikai' }).getByRole('button', { name: 'Delete' }).click();
    const confirm = settings.getByRole('dialog', { name: 'Delete profile' });
    await confirm.getByText('Delete profile Vaikai?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // (while the confirmation is open the list's dialog is closed, and nothing in it is found:
    // first the list back, then Vaikai gone from it)
    await confirm.waitFor({ state: 'hidden' });
    await list.getByRole('button', { name: /Grandma/ }).waitFor();
    await list.getByRole('button', { name: /Vaikai/ }).waitFor({ state: 'detached' });
    assert.deepEqual(await list.locator('.acc-head .name').allInnerTexts(), ['Anna', 'Jonas', 'Grandma']);
  });

  it('finds the changes after the backend restarts on the same data', async () => {
    const { server } = e;
    await server.stop();
    const again = await startServer({ dataDir: server.dataDir });
    const e2 = await launch({ server: again });
    try {
      const { token } = await login(again.url, 'anna@example.lt');
      const res = await call(again.url, api('/customer/profiles'), { token });
      const byName = new Map((res.body.items as { name: string }[]).map((p) => [p.name, p as Record<string, unknown>]));
      assert.deepEqual([...byName.keys()], ['Anna', 'Jonas', 'Grandma']);
      assert.deepEqual(
        (({ age, has_pin, needs_pin_to_login, avatar, can_buy }) => ({ age, has_pin, needs_pin_to_login, avatar: (avatar as { id: number }).id, can_buy }))(byName.get('Grandma')!),
        { age: 13, has_pin: true, needs_pin_to_login: true, avatar: 7, can_buy: true }, // the PIN itself never leaves the server
      );
      // And as a user sees it: the new profile asks for its PIN.
      const { page } = e2;
      await logIn(page, again.url, 'anna@example.lt');
      const gate = page.locator('tv-session-gate');
      await gate.getByRole('dialog', { name: 'Kas žiūri?' }).waitFor();
      assert.deepEqual(await gate.locator('button.profile .name').allInnerTexts(), ['Anna', 'Jonas', 'Grandma']);
      await chooseProfile(page, 'Grandma', '4321');
      await page.locator('#main').getByText('Sveiki sugrįžę, Grandma!').waitFor();
    } finally {
      await e2.close();
      await again.stop();
    }
  });
});
