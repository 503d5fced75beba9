// Helpers for what MSW does not do by itself with an XMLHttpRequest: report partial upload progress,
// or fire `abort` for a request whose answer it is holding. Tests fire those events as a browser would.
/**
 * The XMLHttpRequests the client opens (the real objects behind MSW's proxy), to fire events by hand
 * while MSW holds the answer.
 */
export function watchXhrs(): XMLHttpRequest[] {
  const opened: XMLHttpRequest[] = [];
  const open = XMLHttpRequest.prototype.open;
  jest.spyOn(XMLHttpRequest.prototype, 'open').mockImplementation(function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
    opened.push(this);
    return open.apply(this, args);
  });
  return opened;
}

/** MSW wraps `xhr.upload` in a proxy that only forwards listeners: the real target, through the prototype's getter. */
export function uploadOf(xhr: XMLHttpRequest): XMLHttpRequestUpload {
  return Object.getOwnPropertyDescriptor(XMLHttpRequest.prototype, 'upload')!.get!.call(xhr) as XMLHttpRequestUpload;
}

/** Fires `event` on the real target (MSW's proxies do not forward dispatchEvent). */
export function fire(target: EventTarget, event: Event): void {
  EventTarget.prototype.dispatchEvent.call(target, event);
}

/** An answer the test releases when it wants (the request stays in flight until then). */
export function held(): { resolver: () => Promise<Response>; release: (response: Response) => void } {
  let release: (response: Response) => void = () => undefined;
  const pending = new Promise<Response>((resolve) => (release = resolve));
  return { resolver: () => pending, release: (response) => release(response) };
}
