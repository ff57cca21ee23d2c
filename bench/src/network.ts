import type { CDPSession } from "@playwright/test";

export type ResourceKind = "js" | "css" | "other";

/** Bytes and requests of one page load, as the browser's network layer saw them. */
export interface NetworkTotals {
  requests: number;
  /** Everything that crossed the wire, headers included, every request counted. */
  wireBytes: number;
  /** Decoded size of each JS and CSS file, each address counted once. */
  jsBytes: number;
  cssBytes: number;
  /** The JS and CSS addresses with their decoded sizes, to size them compressed. */
  files: { url: string; kind: Exclude<ResourceKind, "other">; bytes: number }[];
}

interface RequestRecord {
  url: string;
  kind: ResourceKind;
  decoded: number;
  encoded: number;
  done: boolean;
}

export function kindOf(
  resourceType: string | undefined,
  mimeType: string | undefined,
): ResourceKind {
  if (resourceType === "Script" || (mimeType ?? "").includes("javascript")) return "js";
  if (resourceType === "Stylesheet" || mimeType === "text/css") return "css";
  return "other";
}

/** Sums what the recorded requests transferred; a file fetched twice counts once for its size. */
export function totalsOf(records: Iterable<RequestRecord>): NetworkTotals {
  const totals: NetworkTotals = { requests: 0, wireBytes: 0, jsBytes: 0, cssBytes: 0, files: [] };
  const seen = new Set<string>();
  for (const record of records) {
    totals.requests++;
    totals.wireBytes += record.encoded;
    if (record.kind === "other" || !record.done || seen.has(record.url)) continue;
    seen.add(record.url);
    totals.files.push({ url: record.url, kind: record.kind, bytes: record.decoded });
    if (record.kind === "js") totals.jsBytes += record.decoded;
    else totals.cssBytes += record.decoded;
  }
  return totals;
}

/**
 * Watches a page's requests through the DevTools protocol: `encodedDataLength` of loadingFinished
 * is what crossed the wire, the sum of dataReceived's `dataLength` is the decoded body.
 */
export class NetworkRecorder {
  private readonly requests = new Map<string, RequestRecord>();
  private redirects = 0;

  private constructor(private readonly session: CDPSession) {}

  static async start(session: CDPSession): Promise<NetworkRecorder> {
    const recorder = new NetworkRecorder(session);
    const { requests } = recorder;
    session.on("Network.requestWillBeSent", (event) => {
      const previous = requests.get(event.requestId);
      // A redirect reuses the request id: keep the hop that was answered as its own request.
      if (previous !== undefined)
        requests.set(`${event.requestId}#${String(++recorder.redirects)}`, previous);
      requests.set(event.requestId, {
        url: event.request.url,
        kind: kindOf(event.type, undefined),
        decoded: 0,
        encoded: 0,
        done: false,
      });
    });
    session.on("Network.responseReceived", (event) => {
      const record = requests.get(event.requestId);
      if (record && record.kind === "other")
        record.kind = kindOf(event.type, event.response.mimeType);
    });
    session.on("Network.dataReceived", (event) => {
      const record = requests.get(event.requestId);
      if (record) record.decoded += event.dataLength;
    });
    session.on("Network.loadingFinished", (event) => {
      const record = requests.get(event.requestId);
      if (record) {
        record.encoded = event.encodedDataLength;
        record.done = true;
      }
    });
    await session.send("Network.enable");
    return recorder;
  }

  totals(): NetworkTotals {
    return totalsOf(this.requests.values());
  }

  async stop(): Promise<void> {
    await this.session.send("Network.disable");
  }
}
