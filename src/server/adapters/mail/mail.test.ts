import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { createSmtpMailer } from './smtp-mailer.ts';
import {
  startTestSmtpServer,
  otpInMail,
  type TestSmtpServer,
} from '../../test/smtp-test-server.ts';
import {
  escapeHtml,
  otpFromSubject,
  otpMail,
  passwordChangedMail,
  welcomeMail,
} from './templates.ts';

const brand = {
  shopName: 'Campus <Threads>',
  publicUrl: 'http://shop.example',
  supportEmail: 'hello@shop.example',
};

describe('mail templates', () => {
  it('escapes people-given and configured text in HTML', () => {
    const mail = welcomeMail(brand, { to: 'a@b.example', name: '<script>alert(1)</script> Bob' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).toContain('Campus &lt;Threads&gt;');
    expect(mail.text).toContain('Hi <script>alert(1)</script>,');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('puts the code in the subject, the text and the HTML', () => {
    const mail = otpMail(brand, {
      to: 'a@b.example',
      code: '0421',
      purpose: 'reset',
      name: 'Asha',
    });
    expect(mail.subject).toBe('0421 is your Campus <Threads> password reset code');
    expect(otpFromSubject(mail.subject)).toBe('0421');
    expect(mail.kind).toBe('otp-reset');
    expect(mail.text).toMatch(/^\s+0421$/m);
    expect(mail.html).toContain('>0421</p>');
    expect(otpFromSubject('Welcome to Campus Threads')).toBeNull();
  });

  it('tells when the password changed', () => {
    const at = new Date('2025-01-02T03:04:05Z');
    const mail = passwordChangedMail(brand, { to: 'a@b.example', name: 'Asha', at });
    expect(mail.text).toContain('2 January 2025');
    expect(mail.text).toContain('08:34');
    expect(mail.text).toContain('http://shop.example/forgot-password');
  });
});

describe('SMTP mailer', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('delivers HTML and text over real SMTP', async () => {
    const mailer = createSmtpMailer({
      url: smtp.url,
      from: '"Campus Threads" <hello@shop.example>',
      log: pino({ level: 'silent' }),
    });
    await mailer.send(otpMail(brand, { to: 'Asha@Uni.example', code: '7310', purpose: 'signup' }));
    await mailer.close();
    const mail = smtp.lastTo('asha@uni.example');
    expect(mail?.from?.text).toContain('hello@shop.example');
    expect(mail?.subject).toBe('7310 is your Campus <Threads> sign-up code');
    expect(otpInMail(mail)).toBe('7310');
    expect(mail?.html).toContain('7310');
  });
});
