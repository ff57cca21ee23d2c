import { once } from "node:events";
import { createServer, type Server } from "node:net";

export interface SmtpSink {
  port: number;
  /** Every message received: envelope recipients and the raw data. */
  messages: { to: string[]; data: string }[];
  close: () => Promise<void>;
}

/**
 * An SMTP sink for tests of what the server mails: it accepts every message on a free local port
 * and keeps it, enough for the server's mailer (no TLS, no sign-in). Close it when the test ends.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SmtpSink["messages"] = [];
  const server: Server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let to: string[] = [];
    let data = "";
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          messages.push({ to, data });
          to = [];
          data = "";
          reply("250 queued");
          continue;
        }
        const newline = buffer.indexOf("\r\n");
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") reply("250 sink");
        else if (verb === "RCPT") {
          to.push(line.replace(/^RCPT TO:\s*/i, "").replace(/[<>]/g, ""));
          reply("250 ok");
        } else if (verb === "DATA") {
          inData = true;
          reply("354 go ahead");
        } else if (verb === "QUIT") {
          reply("221 bye");
          socket.end();
        } else reply("250 ok");
      }
    });
    socket.on("error", () => undefined);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The sink has no port.");
  return {
    port: address.port,
    messages,
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
