import { describe, expect, it } from 'vitest';
import { CollabFormBody, RaiseTicketBody, ServiceEnquiryBody, TicketForm } from './forms.ts';
import { messagesOf } from './test-helpers.ts';

const contact = { name: 'Quiz Club', email: 'quiz@club.in', number: 9876543210 };

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
    });
  });

  it('requires name, e-mail and number', () => {
    expect(messagesOf(TicketForm, {})).toEqual({
      name: 'Enter Details',
      email: 'Enter Details',
      number: 'Enter Details',
    });
  });

  it('refuses services that are not offered', () => {
    expect(RaiseTicketBody.safeParse({ ...contact, serviceNeeded: ['catering'] }).success).toBe(
      false,
    );
  });

  it('takes collaborator profiles and the portfolio link', () => {
    expect(
      CollabFormBody.parse({ ...contact, serviceNeeded: 'Designer', cvLink: ' https://x.in/me ' }),
    ).toMatchObject({ serviceNeeded: ['designer'], cvLink: 'https://x.in/me', comment: '' });
    expect(CollabFormBody.safeParse({ ...contact, serviceNeeded: ['sales'] }).success).toBe(false);
  });

  it('accepts `message` for the service enquiry text', () => {
    expect(
      ServiceEnquiryBody.parse({ ...contact, serviceNeeded: ['sales'], message: 'Call me' }),
    ).toEqual({ ...contact, number: '9876543210', serviceNeeded: ['sales'], comment: 'Call me' });
    expect(
      ServiceEnquiryBody.parse({ ...contact, comment: 'Hi', message: 'ignored' }).comment,
    ).toBe('Hi');
  });
});
