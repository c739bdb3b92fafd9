// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BannerCarousel } from './banner-carousel.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderCarousel = () =>
  render(
    <MemoryRouter>
      <BannerCarousel />
    </MemoryRouter>,
  );

const currentDot = () =>
  screen
    .getAllByRole('button', { name: /go to slide/i })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

describe('BannerCarousel', () => {
  it('shows four slides with desktop and phone art, the first loaded eagerly', () => {
    renderCarousel();
    // Slides other than the current one are hidden from assistive tech (and inert).
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(4);
    expect(screen.getAllByRole('group')).toHaveLength(1);
    expect(slides[0]?.getAttribute('aria-label')).toBe('1 of 4');
    const images = slides.map((slide) => slide.querySelector('img')!);
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/art/banner-1.webp',
      '/art/banner-2.webp',
      '/art/banner-3.webp',
      '/art/banner-4.webp',
    ]);
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high');
    expect(images[1]?.getAttribute('loading')).toBe('lazy');
    const links = slides.map((slide) => slide.querySelector('a')?.getAttribute('href'));
    expect(links).toEqual(['/shop', '/shop', '/ourServices', '/shop']);
    const sources = document.querySelectorAll('source');
    expect(sources[0]?.getAttribute('srcset')).toBe('/art/banner-1-mobile.webp');
  });

  it('advances every 3000 ms and loops back to the first slide', () => {
    renderCarousel();
    expect(currentDot()).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(currentDot()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toBe(1);
    act(() => vi.advanceTimersByTime(3000 * 3));
    expect(currentDot()).toBe(0);
  });

  it('keeps playing after a dot is used, and stops only when paused', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentDot()).toBe(2);
    act(() => vi.advanceTimersByTime(3000));
    expect(currentDot()).toBe(3);

    fireEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    act(() => vi.advanceTimersByTime(9000));
    expect(currentDot()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
    act(() => vi.advanceTimersByTime(3000));
    expect(currentDot()).toBe(0);
  });

  it('holds still under prefers-reduced-motion: reduce, until the visitor presses play', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      renderCarousel();
      act(() => vi.advanceTimersByTime(9000));
      expect(currentDot()).toBe(0);
      fireEvent.click(screen.getByRole('button', { name: 'Play slides' }));
      act(() => vi.advanceTimersByTime(3000));
      expect(currentDot()).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('labels its arrows for screen readers', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentDot()).toBe(0);
  });
});
