/** A stand-in XMLHttpRequest (uploads, for their progress) the test answers by hand: `vi.stubGlobal('XMLHttpRequest', FakeXhr)`. */
export class FakeXhr {
  /** Every request sent since the last `FakeXhr.sent = []`, in order. */
  static sent: FakeXhr[] = [];
  static last: FakeXhr;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  responseText = '';
  withCredentials = false;
  url = '';
  body?: FormData;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
  }
  /** Answers with this status and body (a string as it is, anything else as JSON). */
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}
