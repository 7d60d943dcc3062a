// Where a describe block's calls go: the fake API. It registers the block's hooks, so a file's set-up
// is one line.
import { asVisitor } from '../helpers/element-dom';
import { fakeApi, type FakeApi, type Op, type Responder } from './api';

export interface SuiteOptions {
  /** Starts the page's session as a visitor's once the calls go where they should. */
  visitor?: boolean;
}

/**
 * The fake API for the block's tests. Before each test it forgets the calls, answers and holds of the
 * one before and gives `answers` again; after each, even one that failed, it releases what the test
 * held and forgets what it answered, so a failure does not carry over into the next test.
 * The returned fake can be used from the block's first hook on.
 */
export function useFakeApi(answers: Partial<Record<Op, Responder>> = {}, { visitor = false }: SuiteOptions = {}): FakeApi {
  let fake: FakeApi | null = null;
  const api = () => {
    if (!fake) throw new Error('the fake API is set up in the describe block\'s before hook: use it from a hook or a test');
    return fake;
  };
  const answerAll = () => {
    api().reset();
    for (const [op, responder] of Object.entries(answers) as [Op, Responder][]) api().answer(op, responder);
  };
  before(async () => {
    fake = await fakeApi();
    if (visitor) await asVisitor();
  });
  beforeEach(answerAll);
  afterEach(() => api().reset());
  return {
    get calls() {
      return api().calls;
    },
    callsTo: (op) => api().callsTo(op),
    example: <T = Record<string, unknown>>(schema: string) => api().example<T>(schema),
    answer: (op, responder) => api().answer(op, responder),
    hold: (op, options) => api().hold(op, options),
    reset: () => api().reset(),
    close: () => api().close(),
  };
}

