// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '#web/testing/render-route.tsx';
import { Component as FaqsPage } from './faqs.tsx';

afterEach(cleanup);

const renderFaqs = () => renderRoute('/faqs', { routes: { path: '/faqs', Component: FaqsPage } });

describe('FAQ page', () => {
  it('lists between 8 and 12 questions, all closed at first', () => {
    renderFaqs();
    const questions = screen.getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded'));
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions.length).toBeLessThanOrEqual(12);
    for (const q of questions) expect(q.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('opens an answer when its question is pressed, and closes it again', () => {
    renderFaqs();
    const question = screen.getByRole('button', { name: 'Can I pay Cash on Delivery?' });
    const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);

    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.hidden).toBe(false);
    expect(panel?.textContent).toContain('pick up at Saraswathi Hostel');

    fireEvent.click(question);
    expect(question.getAttribute('aria-expanded')).toBe('false');
    expect(panel?.hidden).toBe(true);
  });

  it('quotes the delivery charges from the settings', () => {
    renderFaqs();
    fireEvent.click(
      screen.getByRole('button', { name: 'What are the delivery options and charges?' }),
    );
    const answer = screen.getByText(/Delivery to your hostel costs/);
    expect(answer.textContent).toContain('₹19');
    expect(answer.textContent).toContain('₹99');
  });

  it('sets the tab title', () => {
    renderFaqs();
    expect(document.title).toBe('FAQs · Campus Threads');
  });
});
