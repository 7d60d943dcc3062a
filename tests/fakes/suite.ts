// Where a describe block's calls go: the fake API, or the reference backend for the tests of a file
// that need its rules. Each registers the block's hooks, so a file's set-up is one line.
import { setTransport } from '../../src/core/api/client';
import { configure } from '../../src/core/config';
import { asVisitor } from '../helpers/element-dom';
import { backendConfig } from '../helpers/env';
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

/**
 * The reference backend for the block's tests (after a block on the fake in the same file): the
 * client's calls go out with the browser's fetch to the backend that enforces the operator's rules.
 */
export function useBackend({ visitor = false }: SuiteOptions = {}): void {
  before(async () => {
    setTransport();
    configure(await backendConfig());
    if (visitor) await asVisitor();
  });
}
