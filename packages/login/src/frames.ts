/** Hidden frames for the server's helper pages. */
export function createHiddenFrame(src: string, title: string): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.setAttribute("src", src);
  frame.setAttribute(
    "sandbox",
    "allow-storage-access-by-user-activation allow-scripts allow-same-origin",
  );
  frame.setAttribute("title", title);
  frame.style.display = "none";
  document.body.appendChild(frame);
  return frame;
}

/** Resolves with the first message from `frame` that `accept` returns a value for, then cleans up. */
export function awaitFrameMessage<T>(
  frame: HTMLIFrameElement,
  accept: (event: MessageEvent) => T | undefined,
  timeout?: { ms: number; error: () => Error },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      window.removeEventListener("message", onMessage);
      if (timer !== undefined) clearTimeout(timer);
      frame.remove();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow) return;
      const value = accept(event);
      if (value === undefined) return;
      finish();
      resolve(value);
    };
    window.addEventListener("message", onMessage);
    if (timeout !== undefined) {
      timer = setTimeout(() => {
        finish();
        reject(timeout.error());
      }, timeout.ms);
    }
  });
}
