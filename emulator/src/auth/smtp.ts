import { connect as connectTcp, type Socket } from 'node:net';
import { connect as connectTls } from 'node:tls';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

const address = (mailbox: string): string => /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox;

/** Reads SMTP replies line by line; a reply ends with a line whose fourth character is a space. */
function replies(socket: Socket): () => Promise<string> {
  let buffer = '';
  const waiting: Array<(line: string) => void> = [];
  const ready: string[] = [];
  socket.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let newline: number;
    while ((newline = buffer.indexOf('\r\n')) >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(newline + 2);
      if (line[3] === '-') continue;
      const next = waiting.shift();
      if (next) next(line);
      else ready.push(line);
    }
  });
  return () => {
    const line = ready.shift();
    return line !== undefined ? Promise.resolve(line) : new Promise((resolve) => waiting.push(resolve));
  };
}

function multipart(mail: OutgoingMail): string {
  const boundary = `jt-${Date.now().toString(36)}`;
  const encode = (text: string): string => Buffer.from(text).toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    encode(mail.text),
    `--${boundary}`,
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    encode(mail.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** Sends one message over `smtp://[user:pass@]host:port` or `smtps://`, without STARTTLS. */
export async function sendSmtp(smtpUrl: string, mail: OutgoingMail, timeoutMs = 10_000): Promise<void> {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const port = Number(url.port || (secure ? 465 : 25));
  const socket: Socket = secure
    ? connectTls({ host: url.hostname, port, servername: url.hostname })
    : connectTcp({ host: url.hostname, port });
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error('SMTP server timed out')));
  const failed = new Promise<never>((_, reject) => socket.once('error', reject));
  const next = replies(socket);
  const expect = async (code: string): Promise<void> => {
    const line = await Promise.race([next(), failed]);
    if (!line.startsWith(code)) throw new Error(`SMTP: expected ${code}, got "${line}"`);
  };
  const say = async (command: string, code: string): Promise<void> => {
    socket.write(`${command}\r\n`);
    await expect(code);
  };
  try {
    await expect('220');
    await say('EHLO localhost', '250');
    if (url.username) {
      const credentials = `\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`;
      await say(`AUTH PLAIN ${Buffer.from(credentials).toString('base64')}`, '235');
    }
    await say(`MAIL FROM:<${address(mail.from)}>`, '250');
    await say(`RCPT TO:<${address(mail.to)}>`, '250');
    await say('DATA', '354');
    const body = multipart(mail).replace(/^\./gm, '..');
    await say(`${body}\r\n.`, '250');
    await say('QUIT', '221').catch(() => undefined);
  } finally {
    socket.end();
  }
}
