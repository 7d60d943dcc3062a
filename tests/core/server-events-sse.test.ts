// The server-sent events parser, fed the way fetch hands text over: in arbitrary pieces.
import { expect } from '@open-wc/testing';
import { createSseParser, type SseMessage } from '../../src/core/server-events/sse';

/** Feeds `chunks` one after another and returns every message. */
function parse(chunks: string[]): { messages: SseMessage[]; parser: ReturnType<typeof createSseParser> } {
  const parser = createSseParser();
  const messages = chunks.flatMap((c) => parser.feed(c));
  return { messages, parser };
}

/** Every way of cutting `text` in two. */
function cuts(text: string): string[][] {
  return Array.from({ length: text.length + 1 }, (_, i) => [text.slice(0, i), text.slice(i)]);
}

describe('SSE parser', () => {
  const wire = 'retry: 5000\n: connected 1\n\nid: m1\ndata: {"msg_type":"reminder","messageId":"m1"}\n\n';

  it('reads the reference stream: retry, a comment, one message with its id', () => {
    const { messages, parser } = parse([wire]);
    expect(messages).to.deep.equal([{ event: 'message', data: '{"msg_type":"reminder","messageId":"m1"}', lastEventId: 'm1' }]);
    expect(parser.retry).to.equal(5000);
    expect(parser.comments).to.equal(1);
  });

  it('gives the same messages wherever a chunk boundary falls, and byte by byte', () => {
    const whole = parse([wire]).messages;
    for (const pieces of cuts(wire)) expect(parse(pieces).messages, JSON.stringify(pieces)).to.deep.equal(whole);
    expect(parse([...wire]).messages).to.deep.equal(whole);
  });

  it('joins multi-line data with newlines and keeps a message open until the blank line', () => {
    const p = createSseParser();
    expect(p.feed('data: first\ndata: second\n')).to.deep.equal([]);
    expect(p.feed('data:third\n')).to.deep.equal([]);
    expect(p.feed('\n')).to.deep.equal([{ event: 'message', data: 'first\nsecond\nthird', lastEventId: '' }]);
  });

  it('skips comments and heartbeats, which dispatch nothing', () => {
    const { messages, parser } = parse([': heartbeat 1\n\n', ':heartbeat 2\n\n', ': x\ndata: a\n: in between\n\n']);
    expect(messages.map((m) => m.data)).to.deep.equal(['a']);
    expect(parser.comments).to.equal(4);
  });

  it('accepts CRLF and lone CR line ends, also with CR and LF in different chunks', () => {
    const crlf = 'data: a\r\ndata: b\r\n\r\ndata: c\r\n\r\n';
    expect(parse([crlf]).messages.map((m) => m.data)).to.deep.equal(['a\nb', 'c']);
    for (const pieces of cuts(crlf)) expect(parse(pieces).messages.map((m) => m.data), JSON.stringify(pieces)).to.deep.equal(['a\nb', 'c']);
    expect(parse(['data: x\rdata: y\r\r']).messages.map((m) => m.data)).to.deep.equal(['x\ny']);
    // CR then LF across chunks is ONE line end, not an empty line that would dispatch early
    expect(parse(['data: p\r', '\ndata: q\r', '\n\r', '\n']).messages.map((m) => m.data)).to.deep.equal(['p\nq']);
  });

  it('handles event names, fields without a colon, an unknown field, a leading BOM and values with colons', () => {
    const { messages } = parse(['\ufeffevent: ping\ndata\nfoo: bar\n\n', 'data:  two spaces: kept\n\n']);
    expect(messages).to.deep.equal([
      { event: 'ping', data: '', lastEventId: '' },
      { event: 'message', data: ' two spaces: kept', lastEventId: '' },
    ]);
  });

  it('keeps the last event id, ignores a bad retry and drops an unterminated event', () => {
    const { messages, parser } = parse(['id: 7\ndata: a\n\nretry: soon\ndata: b\n\ndata: never ended']);
    expect(messages.map((m) => [m.data, m.lastEventId])).to.deep.equal([['a', '7'], ['b', '7']]);
    expect(parser.retry).to.equal(null);
  });

  it('does not dispatch a block without data', () => {
    expect(parse(['id: 3\n\nevent: x\n\n']).messages).to.deep.equal([]);
  });
});
