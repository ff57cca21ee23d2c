import { createServer, type Socket } from "node:net";

export interface SentMail {
  from: string;
  to: string[];
  data: string;
}

export interface SmtpSink extends AsyncDisposable {
  readonly port: number;
  readonly mails: SentMail[];
  /** Resolves with the first mail (already received or still to come) that matches. */
  waitFor(match: (mail: SentMail) => boolean): Promise<SentMail>;
  close(): Promise<void>;
}

/**
 * A minimal SMTP server on localhost that accepts every message, so the server's e-mail features
 * (SMTP test, execute-actions, verify e-mail, organization invitations) can be exercised for real.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SentMail[] = [];
  const waiters: { match: (mail: SentMail) => boolean; resolve: (mail: SentMail) => void }[] = [];
  const sockets = new Set<Socket>();

  const deliver = (mail: SentMail) => {
    mails.push(mail);
    for (const waiter of [...waiters]) {
      if (waiter.match(mail)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(mail);
      }
    }
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let current: SentMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP ready");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf("\r\n");
      while (end !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            deliver(current);
            current = { from: "", to: [], data: "" };
            reply("250 OK queued");
          } else {
            current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          }
        } else {
          const command = line.slice(0, 4).toUpperCase();
          if (command === "EHLO" || command === "HELO") reply("250 sink");
          else if (command === "MAIL") {
            current.from = line.slice(line.indexOf(":") + 1).trim();
            reply("250 OK");
          } else if (command === "RCPT") {
            current.to.push(line.slice(line.indexOf(":") + 1).trim());
            reply("250 OK");
          } else if (command === "DATA") {
            inData = true;
            reply("354 End data with <CR><LF>.<CR><LF>");
          } else if (command === "QUIT") {
            reply("221 Bye");
            socket.end();
          } else reply("250 OK");
        }
        end = buffer.indexOf("\r\n");
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string")
    throw new Error("The SMTP sink has no port.");

  const close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
    });
  };
  return {
    port: address.port,
    mails,
    waitFor: (match) => {
      const found = mails.find(match);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ match, resolve }));
    },
    close,
    [Symbol.asyncDispose]: close,
  };
}

/** Realm SMTP settings that send to the sink. */
export function smtpSettings(sink: SmtpSink): Record<string, string> {
  return {
    host: "127.0.0.1",
    port: String(sink.port),
    from: "gatehouse@example.test",
    auth: "false",
    ssl: "false",
    starttls: "false",
  };
}
