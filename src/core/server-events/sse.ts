// A server-sent events parser (WHATWG HTML "event stream interpretation"), fed decoded text chunks
// as they arrive from `fetch`: lines end with CRLF, LF or CR (a CR at the end of one chunk and an
// LF at the start of the next are one line end), `:` lines are comments (heartbeats), several
// `data:` lines join with "\n", an empty line dispatches, a final unterminated event is dropped.

export interface SseMessage {
  /** `event:` field; "message" when absent. */
  event: string;
  data: string;
  /** The last event id seen on the stream so far (`id:` field), "" when none. */
  lastEventId: string;
}

interface SseParser {
  /** Feeds decoded text; returns the messages completed by it. */
  feed(text: string): SseMessage[];
  /** `retry:` value in ms, when the server sent one. */
  readonly retry: number | null;
  /** Comments seen so far (heartbeats); lets a client notice that the connection is alive. */
  readonly comments: number;
  /** The id of the last complete event, also one without data (a reconnect hands it back as Last-Event-ID). */
  readonly lastEventId: string;
}

export function createSseParser(): SseParser {
  let buffer = '';
  let pendingCr = false;
  let first = true;
  let data: string[] = [];
  let hasData = false;
  let event = '';
  let idBuffer = '';
  let lastEventId = '';
  let retry: number | null = null;
  let comments = 0;

  const line = (l: string, out: SseMessage[]) => {
    if (l === '') {
      // the id counts once its event is complete (also an event without data)
      lastEventId = idBuffer;
      if (hasData) out.push({ event: event || 'message', data: data.join('\n'), lastEventId });
      data = [];
      hasData = false;
      event = '';
      return;
    }
    if (l.startsWith(':')) {
      comments++;
      return;
    }
    const colon = l.indexOf(':');
    const field = colon < 0 ? l : l.slice(0, colon);
    let value = colon < 0 ? '' : l.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        data.push(value);
        hasData = true;
        break;
      case 'event':
        event = value;
        break;
      case 'id':
        if (!value.includes('\0')) idBuffer = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) retry = Number(value);
        break;
      default:
      // unknown fields are ignored
    }
  };

  return {
    get retry() {
      return retry;
    },
    get comments() {
      return comments;
    },
    get lastEventId() {
      return lastEventId;
    },
    feed(text) {
      const out: SseMessage[] = [];
      if (first && text.length > 0) {
        first = false;
        if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      }
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      pendingCr = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer.charCodeAt(i);
        if (c !== 10 && c !== 13) continue;
        line(buffer.slice(start, i), out);
        if (c === 13) {
          if (i + 1 === buffer.length) pendingCr = true;
          else if (buffer.charCodeAt(i + 1) === 10) i++;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
  };
}
