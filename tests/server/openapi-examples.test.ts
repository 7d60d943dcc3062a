// The OpenAPI document's examples are what the element tests' fake API answers: each must be an
// answer the server could give, checked with the server's own validator, so the fake cannot drift
// from the schema.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '../../server/openapi/validate';
import { buildOpenApi } from '../../server/openapi/document';

type Doc = ConstructorParameters<typeof Validator>[0];
const doc = buildOpenApi() as unknown as Doc;
const validator = new Validator(doc);
const schemas = doc.components.schemas;
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The problems of `value` against schema `name` (field -> what is wrong); empty when it fits. */
function problems(name: string, value: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  validator.value(ref(name), value, 'json', '', errors);
  return errors;
}

const examples = Object.entries(schemas).filter(([, s]) => 'example' in s).map(([name, s]) => [name, s['example']] as const);

/** The schema of a smart row's items, by the row's type (a row's own schema leaves them open). */
const ROW_ITEM = { vod: 'Vod', group: 'Group', channel: 'SmartRowChannel', bookmark: 'SmartRowResume' } as const;
type Row = { type: keyof typeof ROW_ITEM; items: unknown[] };

describe('the OpenAPI examples', () => {
  it('cover the answers the element tests read', () => {
    const read = ['ClientUser', 'Userinfo', 'ProfileList', 'GenreList', 'ChannelList', 'EpgGrid', 'Vod', 'VodPage', 'Group', 'SmartRowPage', 'SmartRow', 'SearchResult', 'WishList', 'BookmarkList', 'PurchaseList', 'CardList', 'RecordingList', 'PageList', 'Error'];
    assert.deepEqual(read.filter((n) => !examples.some(([name]) => name === n)), []);
  });

  for (const [name, example] of examples) {
    it(`${name}: the example fits its schema`, () => {
      assert.deepEqual(problems(name, example), {}, `the example of ${name} does not fit the schema`);
    });
  }

  it("a smart row's items fit the schema of the row's type", () => {
    const rows = [schemas['SmartRow']!['example'] as Row, ...(schemas['SmartRowPage']!['example'] as { rows: Row[] }).rows];
    for (const row of rows) {
      assert.ok(row.items.length > 0, 'a row example with items');
      row.items.forEach((item, i) => assert.deepEqual(problems(ROW_ITEM[row.type], item), {}, `item ${i} of a ${row.type} row`));
    }
  });

  it('a broken example is caught', () => {
    const vod = schemas['Vod']!['example'] as Record<string, unknown>;
    assert.equal(problems('Vod', { ...vod, year: '2019' })['year'], 'must be an integer');
    const { title: _gone, ...untitled } = vod;
    assert.equal(problems('Vod', untitled)['title'], 'required');
  });
});
