import { describe, expect, it } from 'vitest';
import {
  CollabFormBody,
  FormReply,
  RaiseTicketBody,
  ServiceEnquiryBody,
  TicketForm,
} from './forms.ts';
import { formsEndpoints } from './forms.endpoints.ts';
import { messagesOf } from './test-helpers.ts';

const contact = { name: 'Quiz Club', email: 'quiz@club.in', number: 9876543210 };
const ticket = { ...contact, serviceNeeded: ['design'] };

describe('contact forms', () => {
  it('parses a ticket with a numeric phone, mixed-case services and extra fields', () => {
    expect(
      RaiseTicketBody.parse({
        ...contact,
        comment: 'Need 200 tees',
        serviceNeeded: ['Design', 'manufacturing', 'design'],
        source: 'web',
      }),
    ).toEqual({
      ...contact,
      number: '9876543210',
      comment: 'Need 200 tees',
      serviceNeeded: ['design', 'manufacturing'],
      website: false,
    });
  });

  it('requires name, e-mail and number, each with its own message, and a service', () => {
    expect(messagesOf(TicketForm, {})).toEqual({
      name: 'Enter your name',
      email: 'Enter your email',
      number: 'Enter your mobile number',
      serviceNeeded: 'Choose at least one service',
    });
    expect(messagesOf(TicketForm, { ...ticket, name: '  ', serviceNeeded: [] })).toEqual({
      name: 'Enter your name',
      serviceNeeded: 'Choose at least one service',
    });
    expect(messagesOf(CollabFormBody, { ...contact, serviceNeeded: '' })).toEqual({
      serviceNeeded: 'Choose at least one profile',
    });
  });

  it('checks the e-mail and the Indian mobile number', () => {
    expect(messagesOf(TicketForm, { ...ticket, email: 'quiz@club' })).toEqual({
      email: 'Enter a valid email',
    });
    for (const number of ['12345', '98765 4321', '5876543210', '+1 987 654 3210']) {
      expect(messagesOf(TicketForm, { ...ticket, number })).toEqual({
        number: 'Enter a valid mobile number',
      });
    }
    for (const number of ['+91 98765 43210', '09876543210', '98765-43210']) {
      expect(TicketForm.parse({ ...ticket, number }).number).toBe('9876543210');
    }
  });

  it('refuses services that are not offered', () => {
    expect(messagesOf(RaiseTicketBody, { ...contact, serviceNeeded: ['catering'] })).toEqual({
      'serviceNeeded.0': 'Choose from the listed options',
    });
  });

  it('caps the lengths and refuses control characters', () => {
    expect(messagesOf(TicketForm, { ...ticket, comment: 'x'.repeat(2001) })).toEqual({
      comment: 'Keep this under 2,000 characters',
    });
    expect(messagesOf(TicketForm, { ...ticket, name: 'n'.repeat(101) })).toEqual({
      name: 'This is too long',
    });
    expect(messagesOf(TicketForm, { ...ticket, name: 'Quiz\u0000Club' })).toEqual({
      name: 'Remove the special characters from this field',
    });
    expect(messagesOf(TicketForm, { ...ticket, comment: 'a\u0000b' })).toEqual({
      comment: 'Remove the special characters from this field',
    });
    expect(messagesOf(TicketForm, { ...ticket, comment: 'evil \u202e txt' })).toEqual({
      comment: 'Remove the special characters from this field',
    });
    expect(TicketForm.parse({ ...ticket, comment: ' line 1\r\n\tline 2 ' }).comment).toBe(
      'line 1\n\tline 2',
    );
  });

  it('takes collaborator profiles and an http(s) portfolio link', () => {
    expect(
      CollabFormBody.parse({ ...contact, serviceNeeded: 'Designer', cvLink: ' https://x.in/me ' }),
    ).toMatchObject({ serviceNeeded: ['designer'], cvLink: 'https://x.in/me', comment: '' });
    expect(CollabFormBody.parse({ ...contact, serviceNeeded: 'designer' }).cvLink).toBe('');
    expect(
      CollabFormBody.parse({ ...contact, serviceNeeded: 'designer', cvLink: 'behance.net/asha' })
        .cvLink,
    ).toBe('https://behance.net/asha');
    for (const cvLink of ['javascript:alert(1)', 'ftp://files.example/cv', 'my portfolio', 'x']) {
      expect(messagesOf(CollabFormBody, { ...contact, serviceNeeded: 'designer', cvLink })).toEqual(
        { cvLink: 'Enter a valid link, such as https://behance.net/yourname' },
      );
    }
    expect(messagesOf(CollabFormBody, { ...contact, serviceNeeded: ['sales'] })).toEqual({
      'serviceNeeded.0': 'Choose from the listed options',
    });
  });

  it('reads any honeypot value as filled in', () => {
    expect(TicketForm.parse({ ...ticket, website: '' }).website).toBe(false);
    expect(TicketForm.parse({ ...ticket, website: 'http://spam.example' }).website).toBe(true);
    expect(TicketForm.parse({ ...ticket, website: 1 }).website).toBe(true);
  });

  it('accepts `message` for the service enquiry text', () => {
    expect(
      ServiceEnquiryBody.parse({ ...contact, serviceNeeded: ['sales'], message: 'Call me' }),
    ).toEqual({
      ...contact,
      number: '9876543210',
      serviceNeeded: ['sales'],
      comment: 'Call me',
      website: false,
    });
    expect(ServiceEnquiryBody.parse({ ...ticket, comment: 'Hi', message: 'ignored' }).comment).toBe(
      'Hi',
    );
  });

  it('answers with a reference to quote', () => {
    const reply = { status: 200, message: 'Thank you', reference: 'TKT-00042' };
    expect(FormReply.parse(reply)).toEqual(reply);
    expect(FormReply.safeParse({ status: 200, message: 'Thank you' }).success).toBe(false);
    for (const def of Object.values(formsEndpoints)) expect(def.reply).toBe(FormReply);
  });
});
