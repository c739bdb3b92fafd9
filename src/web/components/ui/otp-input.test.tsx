// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { OtpInput } from './otp-input.tsx';

afterEach(cleanup);

function Harness({ initial = '', error }: { initial?: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <OtpInput label="Enter OTP" value={value} onChange={setValue} error={error} autoFocus />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </form>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 4` });
const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '""') as string;
const boxValues = () => [1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value);

describe('OtpInput', () => {
  it('shows four labelled boxes in a named group and focuses the first', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Enter OTP' })).toBeTruthy();
    expect(document.activeElement).toBe(box(1));
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('moves to the next box as digits are typed and ignores other characters', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: '4' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.input(box(2), { target: { value: 'x' } });
    expect(boxValues()).toEqual(['4', '', '', '']);
    expect(document.activeElement).toBe(box(2));
    fireEvent.input(box(2), { target: { value: '0' } });
    fireEvent.input(box(3), { target: { value: '7' } });
    fireEvent.input(box(4), { target: { value: '1' } });
    expect(value()).toBe('4071');
    expect(document.activeElement).toBe(box(4));
  });

  it('moves on when a digit is typed over the same digit', () => {
    render(<Harness initial="1234" />);
    box(2).focus();
    fireEvent.input(box(2), { target: { value: '2' } });
    expect(value()).toBe('1234');
    expect(document.activeElement).toBe(box(3));
  });

  it('replaces a digit typed beside the one already in a box', () => {
    render(<Harness initial="1234" />);
    fireEvent.input(box(2), { target: { value: '29' } });
    expect(value()).toBe('1934');
    expect(document.activeElement).toBe(box(3));
  });

  it('spreads a pasted code over all boxes, whichever box has focus', () => {
    render(<Harness />);
    fireEvent.paste(box(3), { clipboardData: { getData: () => ' 98-76 ' } });
    expect(boxValues()).toEqual(['9', '8', '7', '6']);
    expect(value()).toBe('9876');
    expect(document.activeElement).toBe(box(4));
  });

  it('fills from the focused box when fewer digits are pasted, and ignores text', () => {
    render(<Harness initial="1" />);
    fireEvent.paste(box(2), { clipboardData: { getData: () => '56' } });
    expect(value()).toBe('156');
    expect(document.activeElement).toBe(box(4));
    fireEvent.paste(box(4), { clipboardData: { getData: () => 'abc' } });
    expect(value()).toBe('156');
  });

  it('takes a whole code put into one box by autofill', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: '2468' } });
    expect(value()).toBe('2468');
  });

  it('Backspace clears the box, then goes back and clears the previous one', () => {
    render(<Harness initial="1234" />);
    box(4).focus();
    fireEvent.keyDown(box(4), { key: 'Backspace' });
    expect(value()).toBe('123');
    expect(document.activeElement).toBe(box(4));
    fireEvent.keyDown(box(4), { key: 'Backspace' });
    expect(value()).toBe('12');
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(value()).toBe('1');
    expect(document.activeElement).toBe(box(2));
  });

  it('keeps the other boxes in place when a middle box is cleared', () => {
    render(<Harness initial="1234" />);
    fireEvent.keyDown(box(2), { key: 'Delete' });
    expect(boxValues()).toEqual(['1', '', '3', '4']);
    expect(value()).toBe('1 34');
  });

  it('moves with the arrow keys, Home and End, staying inside the boxes', () => {
    render(<Harness initial="1234" />);
    box(1).focus();
    fireEvent.keyDown(box(1), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(1));
    fireEvent.keyDown(box(1), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: 'End' });
    expect(document.activeElement).toBe(box(4));
    fireEvent.keyDown(box(4), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(4));
    fireEvent.keyDown(box(4), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Home' });
    expect(document.activeElement).toBe(box(1));
    expect(value()).toBe('1234');
  });

  it('takes focus to the first empty box when an error appears', () => {
    const { rerender } = render(<Harness initial="12" />);
    expect(document.activeElement).toBe(box(1));
    rerender(<Harness initial="12" error="Fill in OTP" />);
    expect(document.activeElement).toBe(box(3));
  });

  it('links the error text to every box', () => {
    render(<Harness error="Fill in OTP" />);
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Fill in OTP');
    for (const n of [1, 2, 3, 4]) {
      expect(box(n).getAttribute('aria-invalid')).toBe('true');
      expect(box(n).getAttribute('aria-describedby')).toBe(message.id);
    }
  });
});
