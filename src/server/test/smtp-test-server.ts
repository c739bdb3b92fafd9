import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

/** An in-process SMTP server for tests: every message received, parsed with mailparser. */
export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`. */
  url: string;
  messages: ParsedMail[];
  /** The newest message to `to` (that `filter` accepts), or undefined. */
  lastTo(to: string, filter?: (mail: ParsedMail) => boolean): ParsedMail | undefined;
  /** While true, every message is refused with a temporary error (451), as a server that is down. */
  refuse(on: boolean): void;
  /** While true, connections are taken but never greeted, as a server that hangs. */
  hang(on: boolean): void;
  /** Stops listening: connections to `url` are refused, as when the mail server is off. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  [mail.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address?.toLowerCase()));

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ParsedMail[] = [];
  let refusing = false;
  let hanging = false;
  /** Connections a hanging server has not greeted: greeted when it stops hanging. */
  const held: (() => void)[] = [];
  let port = 0;
  let server: SMTPServer | null = null;

  async function listen() {
    if (server) return;
    const started = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // A hanging server's connections are dropped when it closes, not waited for.
      closeTimeout: 100,
      onConnect(_session, callback) {
        if (hanging) held.push(callback);
        else callback();
      },
      onMailFrom(_address, _session, callback) {
        if (!refusing) return callback();
        const err = Object.assign(new Error('Mail service unavailable, try again later'), {
          responseCode: 451,
        });
        callback(err);
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            messages.push(mail);
            callback();
          },
          (err: Error) => callback(err),
        );
      },
    });
    // A client that drops its connection (a shop process stopped mid-send) is not this server's failure.
    started.on('error', () => undefined);
    await new Promise<void>((resolve) => started.listen(port, '127.0.0.1', resolve));
    port = (started.server.address() as AddressInfo).port;
    server = started;
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = server;
      server = null;
      if (running) running.close(() => resolve());
      else resolve();
    });

  await listen();
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    lastTo: (to, filter = () => true) =>
      messages.findLast((m) => recipients(m).includes(to.toLowerCase()) && filter(m)),
    refuse: (on) => {
      refusing = on;
    },
    hang: (on) => {
      hanging = on;
      if (on) {
        // Open connections (a client's pool) end, so the next mail meets the hanging greeting.
        for (const connection of server?.connections ?? []) connection.close();
      } else {
        for (const greet of held.splice(0)) greet();
      }
    },
    down: stop,
    up: listen,
    close: stop,
  };
}

/** The 4-digit code on its own line in an OTP mail's text, as a person would read it. */
export function otpInMail(mail: ParsedMail | undefined): string {
  const code = /^\s*(\d{4})\s*$/m.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no OTP in mail: ${mail?.subject ?? '(no mail)'}`);
  return code;
}
